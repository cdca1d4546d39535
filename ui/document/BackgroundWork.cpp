#include "ui/document/BackgroundWork.h"

#include <QThread>
#include <QThreadPool>

namespace attention {

QThreadPool *backgroundPool()
{
    static QThreadPool *pool = [] {
        auto *threads = new QThreadPool; // lives as long as the program: jobs may outlive windows
        threads->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1)); // leave a core to the window
        return threads;
    }();
    return pool;
}

} // namespace attention
