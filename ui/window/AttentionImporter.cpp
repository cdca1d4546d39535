#include "ui/window/AttentionImporter.h"

#include "ui/document/BackgroundJob.h"
#include "ui/formats/AttentionImport.h"
#include "ui/formats/MessageText.h"
#include "ui/formats/NpyReader.h"
#include "ui/window/WindowMessages.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTimer>

#include <QToolBar>
#include <optional>

namespace attention {

namespace {
// A file that opens faster than this shows no progress bar.
constexpr int kLongWaitMs = 300;
} // namespace

/** A file opened off the window's thread: what it holds and its first layer, or why not. */
struct AttentionImporter::Opened
{
    std::optional<ImportedAttention> imported;
    std::optional<AttentionResult> firstLayer;
    std::optional<Message> problem;
};

AttentionImporter::AttentionImporter(QMainWindow *window, const WindowMessages &messages)
    : QObject(window), mMessages(messages), mDialogParent(window)
{
    mProgress = new QProgressBar(window);
    mProgress->setObjectName(QStringLiteral("importProgress"));
    mProgress->setMaximumWidth(200);
    mProgress->hide();
    window->statusBar()->addPermanentWidget(mProgress);
    mProgressTimer = new QTimer(this);
    mProgressTimer->setInterval(50);
    connect(mProgressTimer, &QTimer::timeout, this, &AttentionImporter::showProgress);
    mJob = std::make_unique<LatestJob<std::shared_ptr<Opened>>>([this](std::shared_ptr<Opened> opened) {
        mProgressTimer->stop();
        mProgress->hide();
        mMessages.status(QString());
        if (opened->problem)
            mMessages.problem(tr("Cannot import attention"), messageText(*opened->problem));
        else
            show(std::move(*opened->imported), std::move(*opened->firstLayer));
    });

    mBar = window->addToolBar(tr("Imported attention"));
    mBar->setObjectName(QStringLiteral("importBar"));
    mLabel = new QLabel(mBar);
    mBar->addWidget(mLabel);
    mBar->addSeparator();
    mBar->addWidget(new QLabel(tr(" Layer "), mBar));
    mLayers = new QComboBox(mBar);
    mLayers->setObjectName(QStringLiteral("layerCombo"));
    mLayers->setToolTip(tr("Which layer of the model to show; the Heads tab shows its heads."));
    mBar->addWidget(mLayers);
    mBar->addSeparator();
    mBar->addAction(tr("Back to the lesson"), this, &AttentionImporter::leave);
    mBar->hide();
    connect(mLayers, qOverload<int>(&QComboBox::activated), this, &AttentionImporter::setLayer);
}

AttentionImporter::~AttentionImporter() = default;

void AttentionImporter::importFile(const QString &path, const QString &typedTokens)
{
    const QStringList tokens = typedTokens.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    mMessages.status(tr("Opening %1\u2026").arg(QFileInfo(path).fileName()));
    mRead = std::make_shared<std::atomic<int>>(-1);
    mJob->start([path, tokens, read = mRead](const std::function<bool()> &stillWanted) {
        auto opened = std::make_shared<Opened>();
        auto imported = readAttentionFile(path, tokens, [&](double share) {
            read->store(static_cast<int>(share * 1000));
            return stillWanted(); // another file opened, or the window made anew in another language: the rest is not read
        });
        if (!imported) {
            opened->problem = imported.problem();
            return opened;
        }
        auto first = importedResult(*imported, 0);
        if (!first) {
            opened->problem = first.problem();
            return opened;
        }
        opened->imported = std::move(imported).value();
        opened->firstLayer = std::move(first).value();
        return opened;
    });
    // A file that opens in a blink shows no bar; a large JSON or Fortran-order NPY shows how far
    // it is read.
    QTimer::singleShot(kLongWaitMs, this, [this] {
        if (!isImporting() || mProgressTimer->isActive())
            return;
        showProgress();
        mProgress->show();
        mProgressTimer->start();
    });
}

QString AttentionImporter::tokensQuestion(const QString &path)
{
    // How many the file needs, from its header alone (a file that cannot say is refused on import, saying why).
    std::optional<std::int64_t> keys;
    if (auto file = openFileBounded(path, kMaxImportFileBytes))
        if (auto shape = npyShapeOf(**file); shape && shape->size() >= 2)
            keys = shape->back();
    return keys ? tr("No token file was found beside it. The file holds attention over %n token(s): type them, separated by "
                     "spaces (leave empty to number the positions):",
                     nullptr, int(*keys))
                : tr("No token file was found beside it. Type the tokens, separated by spaces "
                     "(leave empty to number the positions):");
}

void AttentionImporter::importDialog()
{
    const QString path = QFileDialog::getOpenFileName(mDialogParent, tr("Import attention"), QString(),
                                                      tr("Attention (*.npy *.json);;NumPy arrays (*.npy);;Hugging Face JSON (*.json)"));
    if (path.isEmpty())
        return;
    QString tokens;
    if (path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive) && tokenSidecarFor(path).isEmpty()) {
        bool ok = false;
        tokens = QInputDialog::getText(mDialogParent, tr("Tokens"), tokensQuestion(path), QLineEdit::Normal, QString(), &ok);
        if (!ok)
            return;
    }
    importFile(path, tokens);
}

void AttentionImporter::showProgress()
{
    const int read = mRead ? mRead->load() : -1;
    mProgress->setRange(0, read < 0 ? 0 : 1000);
    if (read >= 0)
        mProgress->setValue(read);
}

bool AttentionImporter::isImporting() const
{
    return mJob->isRunning();
}

void AttentionImporter::cancel()
{
    mJob->cancel();
    mProgressTimer->stop();
    mProgress->hide();
}

int AttentionImporter::layer() const
{
    return mShownLayer;
}

void AttentionImporter::show(ImportedAttention imported, AttentionResult layer, int layerIndex)
{
    mImported = std::move(imported);
    mLayers->clear();
    for (int l = 0; l < mImported->layers; ++l)
        mLayers->addItem(tr("%1 of %2").arg(l + 1).arg(mImported->layers));
    mLabel->setText(tr("  Imported: %1  (%2 layers \u00D7 %3 heads, %4 \u00D7 %5)  ")
                        .arg(mImported->name)
                        .arg(mImported->layers)
                        .arg(mImported->heads)
                        .arg(mImported->queryTokens.size())
                        .arg(mImported->keyTokens.size()));
    mBar->show();
    mShownLayer = layerIndex;
    mLayers->setCurrentIndex(layerIndex);
    mResult = std::make_shared<const AttentionResult>(std::move(layer));
    emit importChanged();
}

void AttentionImporter::setLayer(int layer)
{
    if (!mImported || layer < 0 || layer >= mImported->layers)
        return;
    auto result = importedResult(*mImported, layer); // reads this layer from the file now
    if (!result) {
        mLayers->setCurrentIndex(mShownLayer); // the selector names the layer the map still shows
        mMessages.problem(tr("Cannot show layer %1").arg(layer + 1), messageText(result.problem()));
        return;
    }
    mShownLayer = layer;
    mLayers->setCurrentIndex(layer);
    mResult = std::make_shared<const AttentionResult>(std::move(result).value());
    emit layerChanged();
}

void AttentionImporter::leave()
{
    cancel(); // a file still being read would take the window back from the lesson
    mImported.reset();
    mResult.reset();
    mBar->hide();
    emit importChanged();
}

} // namespace attention
