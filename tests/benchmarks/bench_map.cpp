// The alignment map's image of a result, as a keystroke's repaint builds it: a 2048 x 2048 matrix
// drawn in blocks of 3 x 3 cells (683 px a side, the window's map at 1600 x 1000), with and
// without a mask, and a 512 x 512 one a cell a pixel. Prints figures (read/s beside what one core
// reads from memory, about 29 GB/s on the Zen 5 of MEASUREMENTS); asserts nothing.
#include "ui/plots/MatrixColorMap.h"

#include <QApplication>

#include <benchmark/benchmark.h>

#include <memory>

using namespace attention;

namespace {

/** The map's image made again, as draw() does after setCells(). */
class TimedMap : public MatrixColorMap
{
public:
    using MatrixColorMap::MatrixColorMap;
    void build() { updateMapImage(); }
};

void mapImage(benchmark::State &state, int cells, int step, bool masked)
{
    QCustomPlot plot;
    auto *map = new TimedMap(plot.xAxis, plot.yAxis);
    map->setGradient(QCPColorGradient::gpGrayscale);
    map->setDataRange(QCPRange(0, 1));
    auto values = std::make_shared<Matrix>(Matrix::Random(cells, cells).cwiseAbs());
    auto blocked = std::make_shared<Mask>(masked ? Mask::Constant(cells, cells, false) : Mask());
    if (masked)
        (*blocked)(cells / 2, cells / 3) = true; // one blocked cell: the rows are still read through the mask
    map->setCells(values, blocked);
    map->setSteps(step, step);
    for (auto _ : state)
        map->build();
    state.counters["cells/s"] = benchmark::Counter(double(cells) * cells, benchmark::Counter::kIsIterationInvariantRate);
    // What the image reads, beside the memory's rate: the floats, and the mask's bytes.
    state.counters["read/s"] = benchmark::Counter(double(cells) * cells * (sizeof(Scalar) + (masked ? 1 : 0)),
                                                  benchmark::Counter::kIsIterationInvariantRate, benchmark::Counter::kIs1024);
}

void map2048(benchmark::State &state)
{
    mapImage(state, 2048, 3, false);
}
void map2048Masked(benchmark::State &state)
{
    mapImage(state, 2048, 3, true);
}
void map512(benchmark::State &state)
{
    mapImage(state, 512, 1, false);
}

} // namespace

BENCHMARK(map2048)->Unit(benchmark::kMillisecond);
BENCHMARK(map2048Masked)->Unit(benchmark::kMillisecond);
BENCHMARK(map512)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
