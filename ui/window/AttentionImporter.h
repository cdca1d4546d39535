#pragma once

#include "ui/formats/AttentionImport.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QMainWindow;
class QProgressBar;
class QTimer;
class QToolBar;

namespace attention {

template <typename Result> class LatestJob;
struct WindowMessages;

/**
 * Attention computed elsewhere (NPY, Hugging Face JSON) shown in the window: the file opened off
 * the window's thread with a progress bar once it lasts, a tool bar with the layer selector and
 * the way back to the lesson, and the layer on show as a result the views draw.
 */
class AttentionImporter : public QObject
{
    Q_OBJECT

public:
    /** Adds its tool bar and progress bar to the window. */
    AttentionImporter(QMainWindow *window, const WindowMessages &messages);
    ~AttentionImporter() override;

    /** Opens a file off the window's thread; typedTokens (split at spaces) name the positions
     *  when no sidecar does. Its first layer then shows, or the user is told why not. */
    void importFile(const QString &path, const QString &typedTokens = QString());
    /** Asks for a file (and for its tokens where an NPY file has no sidecar), then imports it. */
    void importDialog();
    /** What the token dialog asks for an NPY file without a token file: how many tokens its header needs. */
    static QString tokensQuestion(const QString &path);
    bool isImporting() const;
    /** Stops reading a file still being opened: it will not be shown. */
    void cancel();

    bool isShowing() const { return mImported.has_value(); }
    const std::optional<ImportedAttention> &imported() const { return mImported; }
    /** The layer on show as a result, or null. */
    std::shared_ptr<const AttentionResult> result() const { return mResult; }
    int layer() const;
    /** Shows another layer (read from the file now); a layer that cannot be read is refused with
     *  a message and the one on show stays. */
    void setLayer(int layer);
    /** Shows attention already read (a window built anew in another language takes it over). */
    void show(ImportedAttention imported, AttentionResult layer, int layerIndex = 0);
    /** Back to the lesson. */
    void leave();

signals:
    /** An import came or left. */
    void importChanged();
    /** The layer on show changed. */
    void layerChanged();

private:
    struct Opened;
    void showProgress();

    const WindowMessages &mMessages;
    QWidget *mDialogParent;
    std::optional<ImportedAttention> mImported;
    std::shared_ptr<const AttentionResult> mResult;
    QToolBar *mBar = nullptr;
    QLabel *mLabel = nullptr;
    QComboBox *mLayers = nullptr;
    int mShownLayer = 0;
    std::unique_ptr<LatestJob<std::shared_ptr<Opened>>> mJob;
    QProgressBar *mProgress = nullptr;
    /** The share of its file the running import has read, in thousandths (-1 until it tells), and
     *  the timer that shows it on mProgress. */
    std::shared_ptr<std::atomic<int>> mRead;
    QTimer *mProgressTimer = nullptr;
};

} // namespace attention
