#pragma once

#include <QString>

class QTextStream;

namespace attention::cli {

/** What opening a real model's attention costs: a file read, checked and its last layer drawn. */
struct ImportTiming
{
    double fileMb = 0;
    double ms = -1; // from the path to the last layer's map painted into an image
    double peakRssMb = -1;
};

/** Writes a 12-layer x 12-head x 512-token float32 NPY (BERT-base's size, 144 MB) of rows of
 *  random weights that sum to 1 into `folder`; its path. */
QString writeBenchAttentionFile(const QString &folder);
/** The same rows over 128 tokens as Hugging Face JSON, each float32 written as Python's
 *  json.dump writes it ([a.tolist() for a in outputs.attentions], the way docs/real-models.md shows): 12 x 12
 *  heads over 128 tokens take about 50 MB. */
QString writeBenchAttentionJson(const QString &folder);

/** In the child process `bench --import-probe FILE`: opens FILE as the window does, draws its
 *  last layer at 1000 x 800, and prints the milliseconds and the process's peak memory. */
int runImportProbe(const QString &path, QTextStream &out);

/** Runs the probe on the file at `path` in a child process (peak memory counts that import
 *  alone), then removes the file. */
ImportTiming timeImport(const QString &path);

} // namespace attention::cli
