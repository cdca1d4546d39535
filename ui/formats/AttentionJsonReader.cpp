#include "ui/formats/AttentionJsonReader.h"

#include "ui/formats/MatrixJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QtEndian>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

namespace attention {

namespace {

/** As deep as Qt's parser lets a document nest. */
constexpr int kDeepestNesting = 1024;
/** A layer's lists are [heads][queries][keys], with a batch of one before them or not: lists
 *  six deep hold more than any attention. */
constexpr std::size_t kDeepestLists = 6;

class Reader
{
public:
    Reader(const QByteArray &text, const QStringList &keep, std::int64_t maxValues, qsizetype maxKeptBytes)
        : mBegin(text.constData()), mAt(mBegin), mEnd(mBegin + text.size()), mKeep(keep), mMaxValues(maxValues),
          mMaxKeptBytes(maxKeptBytes)
    {
    }

    Outcome<AttentionJsonParts> read()
    {
        if (readDocument(true))
            return std::move(mParts);
        if (mProblem->code == kJsonSyntaxCode)
            return *mProblem;
        // Lists of numbers nested wrongly, in a text that may stop being JSON further on: that,
        // as Qt's parser would say, comes first.
        const Message problem = *mProblem;
        mProblem.reset();
        mAt = mBegin;
        return readDocument(false) ? Outcome<AttentionJsonParts>(problem) : Outcome<AttentionJsonParts>(*mProblem);
    }

private:
    /** The whole text, one value: an object's parts read when `parts`, else only checked. */
    bool readDocument(bool parts)
    {
        skipSpace();
        if (mAt == mEnd || (*mAt != '{' && *mAt != '['))
            return failSyntax(QJsonParseError::IllegalValue); // Qt takes an object or a list only
        if (!(parts && *mAt == '{' ? readObject() : skipValue(0)))
            return false;
        skipSpace();
        return mAt == mEnd || failSyntax(QJsonParseError::GarbageAtEnd);
    }

    Message syntaxError(QJsonParseError::ParseError code)
    {
        QJsonParseError error;
        error.error = code;
        error.offset = static_cast<int>(mAt - mBegin);
        return jsonSyntaxError(error);
    }
    bool fail(Message problem)
    {
        if (!mProblem)
            mProblem = std::move(problem);
        return false;
    }
    bool failSyntax(QJsonParseError::ParseError code) { return fail(syntaxError(code)); }

    void skipSpace()
    {
        while (mAt < mEnd && (*mAt == ' ' || *mAt == '\t' || *mAt == '\n' || *mAt == '\r'))
            ++mAt;
    }
    static bool isDigit(char c) { return c >= '0' && c <= '9'; }
    bool digitsFollow()
    {
        if (mAt == mEnd || !isDigit(*mAt))
            return false;
        while (mAt < mEnd && isDigit(*mAt))
            ++mAt;
        return true;
    }

    /** A string, from its opening quote; its text with the quotes into `raw` when asked. As Qt
     *  reads them: any character but a quote or backslash as it is (control characters too),
     *  any escape but \\u with fewer than four hexadecimal digits, UTF-8 that is valid. */
    bool readString(QByteArray *raw = nullptr)
    {
        const char *start = mAt++;
        for (;;) {
            if (mAt == mEnd)
                return failSyntax(QJsonParseError::UnterminatedString);
            const auto c = static_cast<unsigned char>(*mAt);
            if (c == '"')
                break;
            if (c == '\\') {
                if (++mAt == mEnd)
                    return failSyntax(QJsonParseError::UnterminatedString);
                if (*mAt == 'u')
                    for (int k = 0; k < 4; ++k)
                        if (++mAt == mEnd || !std::isxdigit(static_cast<unsigned char>(*mAt)))
                            return failSyntax(QJsonParseError::IllegalEscapeSequence);
                ++mAt;
            } else if (c >= 0x80) {
                if (!skipUtf8Character())
                    return failSyntax(QJsonParseError::IllegalUTF8String);
            } else {
                ++mAt;
            }
        }
        ++mAt;
        if (raw)
            *raw = QByteArray(start, mAt - start);
        return true;
    }

    /** One character of two to four UTF-8 bytes: no overlong form, no surrogate, none past U+10FFFF. */
    bool skipUtf8Character()
    {
        const auto lead = static_cast<unsigned char>(*mAt);
        const int length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
        if (length == 0 || lead > 0xF4 || mEnd - mAt < length)
            return false;
        char32_t code = lead & (0x7F >> length);
        for (int k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(mAt[k]);
            if ((next & 0xC0) != 0x80)
                return false;
            code = (code << 6) | (next & 0x3F);
        }
        if ((length == 3 && code < 0x800) || (length == 4 && (code < 0x10000 || code > 0x10FFFF)) || (code >= 0xD800 && code <= 0xDFFF))
            return false;
        mAt += length;
        return true;
    }

    /** A key's text: its bytes, or, where it has escapes, what Qt reads in them. */
    static QString keyText(const QByteArray &raw)
    {
        if (!raw.contains('\\'))
            return QString::fromUtf8(raw.mid(1, raw.size() - 2));
        return QJsonDocument::fromJson('[' + raw + ']').array().at(0).toString();
    }

    /** A number as Qt reads JSON's: an optional minus, 0 or digits, a point and digits (either
     *  side may be empty, not both), an exponent with digits; within a double's range. */
    bool readNumber(double *value)
    {
        const char *start = mAt;
        if (mAt < mEnd && *mAt == '-')
            ++mAt;
        bool digits = false;
        if (mAt < mEnd && *mAt == '0')
            ++mAt, digits = true;
        else
            digits = digitsFollow();
        if (mAt < mEnd && *mAt == '.') {
            ++mAt;
            digits = digitsFollow() || digits;
        }
        if (!digits)
            return failSyntax(QJsonParseError::IllegalNumber);
        if (mAt < mEnd && (*mAt == 'e' || *mAt == 'E')) {
            ++mAt;
            if (mAt < mEnd && (*mAt == '+' || *mAt == '-'))
                ++mAt;
            if (!digitsFollow())
                return failSyntax(QJsonParseError::IllegalNumber);
        }
        double number = 0;
        const auto [end, error] = std::from_chars(start, mAt, number);
        if (error != std::errc() || end != mAt) // out of a double's range, above or below, as Qt refuses it
            return failSyntax(QJsonParseError::IllegalNumber);
        if (value)
            *value = number;
        return true;
    }

    bool readLiteral(QByteArrayView word)
    {
        if (mEnd - mAt < word.size() || QByteArrayView(mAt, word.size()) != word)
            return failSyntax(QJsonParseError::IllegalValue);
        mAt += word.size();
        return true;
    }

    /** Any value, checked and passed over. */
    bool skipValue(int depth)
    {
        if (depth > kDeepestNesting)
            return failSyntax(QJsonParseError::DeepNesting);
        if (mAt == mEnd)
            return failSyntax(QJsonParseError::IllegalValue);
        switch (*mAt) {
        case '"':
            return readString();
        case 't':
            return readLiteral("true");
        case 'f':
            return readLiteral("false");
        case 'n':
            return readLiteral("null");
        case '[':
            return readList([this, depth] { return skipValue(depth + 1); });
        case '{':
            return readMembers([this, depth](const QByteArray &) { return skipValue(depth + 1); });
        default:
            return readNumber(nullptr);
        }
    }

    /** A list, from its bracket: each element read by element(), at the value. */
    template<typename Element>
    bool readList(Element element, std::int64_t *count = nullptr)
    {
        ++mAt;
        skipSpace();
        std::int64_t elements = 0;
        bool closed = mAt < mEnd && *mAt == ']';
        if (closed)
            ++mAt;
        while (!closed) {
            skipSpace();
            if (!element() || !passSeparator(']', QJsonParseError::UnterminatedArray, &closed))
                return false;
            ++elements;
        }
        if (count)
            *count = elements;
        return true;
    }

    /** After a list's element or an object's member: the comma, or the closing `close` (closed). */
    bool passSeparator(char close, QJsonParseError::ParseError unterminated, bool *closed)
    {
        skipSpace();
        if (mAt == mEnd)
            return failSyntax(unterminated);
        *closed = *mAt == close;
        if (!*closed && *mAt != ',')
            return failSyntax(QJsonParseError::MissingValueSeparator);
        ++mAt;
        return true;
    }

    /** An object's members, from its brace: each value read by member(key), at the value. */
    template<typename Member>
    bool readMembers(Member member)
    {
        ++mAt;
        skipSpace();
        bool closed = mAt < mEnd && *mAt == '}';
        if (closed)
            ++mAt;
        while (!closed) {
            skipSpace();
            if (mAt == mEnd || *mAt != '"')
                return failSyntax(mAt == mEnd ? QJsonParseError::UnterminatedObject : QJsonParseError::IllegalValue);
            QByteArray key;
            if (!readString(&key))
                return false;
            skipSpace();
            if (mAt == mEnd || *mAt != ':')
                return failSyntax(QJsonParseError::MissingNameSeparator);
            ++mAt;
            skipSpace();
            if (!member(key) || !passSeparator('}', QJsonParseError::UnterminatedObject, &closed))
                return false;
        }
        return true;
    }

    bool readObject()
    {
        return readMembers([this](const QByteArray &rawKey) {
            const QString key = keyText(rawKey);
            if (key == QLatin1String("attentions")) {
                mParts.hasAttentions = true; // a repeated key: the last counts
                mParts.shape.clear();
                mParts.values = QByteArray();
                mLeafDepth = -1;
                return readAttentions(0) && (valuesFillTheShape() || fail(uneven()));
            }
            if (!mKeep.contains(key))
                return skipValue(1);
            const char *start = mAt;
            if (!skipValue(1))
                return false;
            if (mAt - start > mMaxKeptBytes) // Qt's parser would hold several times that
                return fail(Message("import.kept_too_large", ATTENTION_MESSAGE("%1 is larger than %2 MB"),
                                    {QLatin1Char('"') + key + QLatin1Char('"'), mMaxKeptBytes / (1024 * 1024)}));
            mParts.kept[key] = QByteArray(start, mAt - start);
            return true;
        });
    }

    Message nesting() const
    {
        return Message("import.nesting", ATTENTION_MESSAGE("\"attentions\" must be nested lists of numbers, 3 or 4 deep per layer"));
    }
    Message uneven() const { return Message("import.uneven", ATTENTION_MESSAGE("the nesting of \"attentions\" is uneven")); }

    /** The value of "attentions" at list depth `depth`: lists, or numbers at the deepest. */
    bool readAttentions(std::size_t depth)
    {
        if (mAt == mEnd || *mAt != '[') // a value, but neither a list nor a number: checked, then refused
            return skipValue(1) && fail(nesting());
        if (depth >= kDeepestLists)
            return fail(nesting());
        if (mLeafDepth >= 0 && depth > static_cast<std::size_t>(mLeafDepth))
            return fail(uneven()); // a list where numbers were met higher up
        std::int64_t count = 0;
        const bool read = readList([this, depth] {
            if (mAt < mEnd && (*mAt == '-' || *mAt == '.' || isDigit(*mAt)))
                return readValue(depth);
            return readAttentions(depth + 1);
        }, &count);
        if (!read)
            return false;
        if (count == 0)
            return fail(nesting());
        if (mParts.shape.size() <= depth)
            mParts.shape.resize(depth + 1, -1);
        std::int64_t &size = mParts.shape[depth];
        if (size < 0)
            size = count;
        else if (size != count)
            return fail(Message("import.rectangular",
                                ATTENTION_MESSAGE("\"attentions\" is not rectangular: a list at depth %1 has %2 entries, another %3"),
                                {static_cast<qint64>(depth), count, size}));
        return true;
    }

    bool valuesFillTheShape() const
    {
        std::int64_t cells = 1;
        for (const std::int64_t size : mParts.shape) {
            if (size <= 0 || cells > mMaxValues / size)
                return false;
            cells *= size;
        }
        return cells == values();
    }

    std::int64_t values() const { return mParts.values.size() / qsizetype(sizeof(double)); }

    /** A number of "attentions", in a list at depth `depth`. */
    bool readValue(std::size_t depth)
    {
        if (mLeafDepth < 0)
            mLeafDepth = static_cast<std::ptrdiff_t>(depth);
        if (static_cast<std::size_t>(mLeafDepth) != depth) // lists deeper than this one are refused when they open
            return fail(uneven());
        double value = 0;
        if (!readNumber(&value))
            return false;
        if (values() >= mMaxValues)
            return fail(Message("import.too_many", ATTENTION_MESSAGE("\"attentions\" holds too many values")));
        QByteArray &bytes = mParts.values;
        if (bytes.size() + qsizetype(sizeof(double)) > bytes.capacity())
            bytes.reserve(std::max<qsizetype>(bytes.capacity() * 2, 1 << 20));
        bytes.resize(bytes.size() + qsizetype(sizeof(double)));
        qToLittleEndian(value, bytes.data() + bytes.size() - qsizetype(sizeof(double)));
        return true;
    }

    const char *const mBegin;
    const char *mAt;
    const char *const mEnd;
    const QStringList &mKeep;
    const std::int64_t mMaxValues;
    const qsizetype mMaxKeptBytes;
    std::ptrdiff_t mLeafDepth = -1; // the depth of the lists that hold the numbers, once one was met
    AttentionJsonParts mParts;
    std::optional<Message> mProblem; // the first; its code kJsonSyntaxCode where the text stops being JSON
};

} // namespace

Outcome<AttentionJsonParts> readAttentionJson(const QByteArray &text, const QStringList &keep, std::int64_t maxValues,
                                              qsizetype maxKeptBytes)
{
    return Reader(text, keep, maxValues, maxKeptBytes).read();
}

} // namespace attention
