#include "app/TerminalText.h"

namespace attention::cli {

QString terminalText(const QString &text, qsizetype maxCharacters)
{
    const bool cut = maxCharacters >= 0 && text.size() > maxCharacters;
    QString out;
    for (const QChar c : cut ? text.left(maxCharacters) : text) {
        if (c.category() == QChar::Other_Control && c != QLatin1Char('\n'))
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    if (cut)
        out += QChar(0x2026);
    return out;
}

} // namespace attention::cli
