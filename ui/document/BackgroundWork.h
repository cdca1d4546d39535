#pragma once

class QThreadPool;

namespace attention {

/**
 * The threads our long computations run on. Not QThreadPool::globalInstance(): Qt's raster
 * painting borrows threads from that pool, so a window repainting while a 2048-token lesson
 * computed there waited for the computation to finish.
 */
QThreadPool *backgroundPool();

} // namespace attention
