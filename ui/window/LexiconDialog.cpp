#include "ui/window/LexiconDialog.h"
#include "ui/formats/MessageText.h"

#include "core/text/Lexicon.h"
#include "ui/formats/FileAccess.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace attention {

LexiconDialog::LexiconDialog(const Lexicon &current, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Lexicon"));
    resize(900, 640);
    auto *layout = new QVBoxLayout(this);
    auto *help = new QLabel(tr("One concept a line: English, French, German, Spanish, separated by tabs; several forms of "
                               "a word separated by |. With lexicon embeddings, the words of one line share a vector."),
                            this);
    help->setWordWrap(true);
    mText = new QPlainTextEdit(this);
    mText->setObjectName(QStringLiteral("lexiconText"));
    mText->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    mText->setTabStopDistance(mText->fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 22);
    mText->setPlainText(QString::fromStdString(current.text()));
    mProblem = new QLabel(this);
    mProblem->setStyleSheet(QStringLiteral("color: #b00020;"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    layout->addWidget(help);
    layout->addWidget(mText, 1);
    layout->addWidget(mProblem);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &LexiconDialog::tryAccept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { mText->setPlainText(QString::fromStdString(Lexicon::builtin()->text())); });
}

void LexiconDialog::tryAccept()
{
    auto parsed = Lexicon::parse(mText->toPlainText().toStdString());
    if (!parsed) {
        mProblem->setText(messageText(parsed.problem()));
        return;
    }
    mLexicon = std::make_shared<const Lexicon>(std::move(parsed.value()));
    accept();
}

QString LexiconDialog::userLexiconPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("lexicon.tsv"));
}

Outcome<std::shared_ptr<const Lexicon>> LexiconDialog::loadUserLexicon()
{
    const QString path = userLexiconPath();
    if (!QFileInfo(path).exists() && !QFileInfo(path).isSymLink())
        return std::shared_ptr<const Lexicon>(); // none edited: the built-in one
    const auto bytes = readFileBounded(path, kMaxUserLexiconBytes);
    if (!bytes)
        return bytes.problem();
    auto parsed = Lexicon::parse(bytes->toStdString());
    if (!parsed)
        return Message("lexicon.user", ATTENTION_MESSAGE("Your edited lexicon (%1) could not be read, so the built-in one is used: %2"),
                       {QDir::toNativeSeparators(path), parsed.problem()});
    return std::make_shared<const Lexicon>(std::move(parsed.value()));
}

Outcome<void> LexiconDialog::saveUserLexicon(const Lexicon &lexicon)
{
    QDir().mkpath(QFileInfo(userLexiconPath()).absolutePath());
    return writeFileSafely(userLexiconPath(), QByteArray::fromStdString(lexicon.text()));
}

} // namespace attention
