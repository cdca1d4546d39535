#pragma once

#include <QString>

class QTextStream;

namespace attention::cli {

/** What opening a real model's attention costs: a 12-layer x 12-head x 512-token float32 NPY
 *  (BERT-base's size, 151 MB), read, checked and its last layer drawn. */
struct ImportTiming
{
    double fileMb = 0;
    double ms = -1;      // from the path to the last layer's map painted into an image
    double peakRssMb = -1;
};

/** Writes that file (rows of random weights that sum to 1) into `folder`; its path. */
QString writeBenchAttentionFile(const QString &folder);

/** In the child process `bench --import-probe FILE`: opens FILE as the window does, draws its
 *  last layer at 1000 x 800, and prints the milliseconds and the process's peak memory. */
int runImportProbe(const QString &path, QTextStream &out);

/** Runs the probe in a child process (peak memory counts that import alone). */
ImportTiming timeImport(const QString &folder);

} // namespace attention::cli
