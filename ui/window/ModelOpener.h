#pragma once

#include "core/models/LoadedModel.h"
#include "ui/formats/LessonState.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QMainWindow;
class QToolBar;

namespace attention {

template <typename Result> class LatestJob;
class LessonDocument;
struct WindowMessages;

/**
 * A Hugging Face model folder opened in the window: read off the window's thread, then made the
 * lesson's model (an undoable edit; the sentences stay, the model reads them). Its tool bar names
 * the model and chooses the layer and, for a translator, the encoder's, the decoder's or the cross
 * attention; each choice is an undoable edit of the lesson. Leaving the model gives the lesson its
 * own attention back.
 */
class ModelOpener : public QObject
{
    Q_OBJECT

public:
    ModelOpener(QMainWindow *window, LessonDocument *document, const WindowMessages &messages);
    ~ModelOpener() override;

    /** Opens the folder off the window's thread; the user is told why when it cannot be. A lesson
     *  that names a model (a lesson file, a recovered copy) has it opened this way by itself. */
    void open(const QString &folder, const ModelReference &at = {});
    void openDialog();
    bool isOpening() const;
    /** The lesson's own attention again (Undo brings the model back). */
    void leave();

signals:
    /** A model was opened (its folder, for the recent list). */
    void opened(const QString &folder);

private:
    struct Loaded;
    void showLessonModel();
    void use(std::shared_ptr<const models::LoadedModel> model, const QString &folder, const ModelReference &at);
    void openNamedModel();

    LessonDocument *mDocument;
    const WindowMessages &mMessages;
    QMainWindow *mWindow;
    QToolBar *mBar = nullptr;
    QLabel *mName = nullptr;
    QComboBox *mLayers = nullptr;
    QComboBox *mSides = nullptr;
    std::vector<QAction *> mSideActions;
    std::unique_ptr<LatestJob<std::shared_ptr<Loaded>>> mJob;
    QString mNamedTried; // the folder a lesson named that was last tried: not again at every edit
};

} // namespace attention
