#include "ui/formats/AttentionJsonReader.h"

#include "ui/formats/MatrixJson.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QtEndian>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <optional>
#include <utility>

namespace attention {

namespace {

/** As deep as Qt's parser lets a document nest. */
constexpr int kDeepestNesting = 1024;
/** A layer's lists are [heads][queries][keys], with a batch of one before them or not: lists
 *  six deep hold more than any attention. */
constexpr std::size_t kDeepestLists = 6;
/** A number must be held whole to be read; Python and PyTorch write one in at most 25
 *  characters. One longer than this is refused rather than held (Qt's parser would take it). */
constexpr qint64 kLongestNumber = 64 * 1024;

/** The longest a key's text can be, quotes and escapes (six bytes a character) included, and
 *  still name one of `keys`. */
qsizetype longestNaming(const QStringList &keys)
{
    qsizetype longest = 0;
    for (const QString &key : keys)
        longest = std::max(longest, key.toUtf8().size());
    return 6 * longest + 2;
}

class Reader
{
public:
    Reader(QIODevice &device, const AttentionJsonLimits &limits)
        : mDevice(device),
          mLimits(limits),
          mLongestKey(longestNaming(limits.keep + QStringList{QStringLiteral("attentions")})),
          mAt(mBuffer.constData()),
          mEnd(mAt)
    {
    }

    Outcome<AttentionJsonParts> read()
    {
        if (readDocument(true) && !mCutShort) // the reading stopped: not the text's end
            return std::move(mParts);
        if (mProblem->code == kJsonSyntaxCode || mCutShort || !startAgain())
            return *mProblem;
        // Lists of numbers nested wrongly, in a text that may stop being JSON further on: that,
        // as Qt's parser would say, comes first.
        const Message problem = *mProblem;
        mProblem.reset();
        return readDocument(false) ? Outcome<AttentionJsonParts>(problem) : Outcome<AttentionJsonParts>(*mProblem);
    }

private:
    /** The text is read a chunk at a time into mBuffer: mAt and mEnd point into it, and
     *  mBufferStart is the text's offset where it begins. A token that must be whole to be read
     *  (a number, a key, a kept value) holds the text from its start (mHeld) until it ends, the
     *  buffer growing where it is longer than a chunk. */
    bool more() { return mAt < mEnd || refill(); }
    bool more(qsizetype bytes)
    {
        const Hold hold(*this);
        while (mEnd - mAt < bytes)
            if (!refill())
                return false;
        return true;
    }
    qint64 offset() const { return mBufferStart + (mAt - mBuffer.constData()); }
    const char *at(qint64 offset) const { return mBuffer.constData() + (offset - mBufferStart); }

    bool refill()
    {
        if (mEndOfText)
            return false;
        keepReadText();
        if (mHeld >= 0 && offset() - mHeld > kLongestNumber) { // only a number is held that long
            refuseLongNumber();
            return false;
        }
        const qint64 from = mHeld >= 0 ? mHeld : offset();
        const qsizetype kept = static_cast<qsizetype>(mBufferStart + (mEnd - mBuffer.constData()) - from);
        const qsizetype at = static_cast<qsizetype>(offset() - from);
        const qsizetype keptFrom = static_cast<qsizetype>(from - mBufferStart);
        if (mBuffer.size() < kept + mLimits.chunkBytes)
            mBuffer.resize(std::max<qsizetype>(mBuffer.size() * 2, kept + mLimits.chunkBytes));
        char *buffer = mBuffer.data();
        std::memmove(buffer, buffer + keptFrom, static_cast<std::size_t>(kept));
        mBufferStart = from;
        const qint64 wanted = std::min<qint64>(mLimits.chunkBytes, mLimits.maxTextBytes + 1 - mTextRead);
        const qint64 got = wanted > 0 ? mDevice.read(buffer + kept, wanted) : 0;
        mAt = buffer + at;
        mEnd = buffer + kept + std::max<qint64>(got, 0);
        mTextRead += std::max<qint64>(got, 0);
        if (mTextRead > mLimits.maxTextBytes) // grown since it was opened
            cutShort(mLimits.textTooLarge.value_or(syntaxError(QJsonParseError::GarbageAtEnd)));
        else if (got > 0 && mLimits.progress && !mLimits.progress(shareRead()))
            cutShort(readingStopped());
        mEndOfText = got <= 0 || mCutShort;
        return mAt < mEnd && !mCutShort;
    }
    void refuseLongNumber()
    {
        cutShort(Message("import.long_number", ATTENTION_MESSAGE("a number in the JSON is longer than %1 KB"), {kLongestNumber / 1024}));
    }
    /** Nothing more is read: the reading ends with `why`. */
    void cutShort(Message why)
    {
        mCutShort = true;
        fail(std::move(why));
        mEnd = mAt;
    }
    double shareRead() const
    {
        const qint64 size = mDevice.size();
        return size > 0 ? std::min(1.0, double(mTextRead) / double(size)) : 0.0;
    }

    bool startAgain()
    {
        if (!mDevice.seek(0))
            return false;
        mBufferStart = mTextRead = 0;
        mAt = mEnd = mBuffer.constData();
        mEndOfText = false;
        return true;
    }

    /** While one lives, the text from where the reader was is kept in the buffer (an earlier
     *  hold, further back, keeps it already). */
    class Hold
    {
    public:
        explicit Hold(Reader &reader, bool wanted = true) : mReader(reader), mOwns(wanted && reader.mHeld < 0)
        {
            if (mOwns)
                mReader.mHeld = mReader.offset();
        }
        ~Hold() { release(); }
        void release()
        {
            if (mOwns)
                mReader.mHeld = -1;
            mOwns = false;
        }
        Hold(const Hold &) = delete;
        Hold &operator=(const Hold &) = delete;

    private:
        Reader &mReader;
        bool mOwns;
    };

    /** The whole text, one value: an object's parts read when `parts`, else only checked. */
    bool readDocument(bool parts)
    {
        if (more(3) && offset() == 0 && QByteArray::fromRawData(mAt, 3) == "\xEF\xBB\xBF")
            mAt += 3; // a UTF-8 byte-order mark, which Qt's parser (so the lesson reader) skips too
        skipSpace();
        if (!more() || (*mAt != '{' && *mAt != '['))
            return failSyntax(QJsonParseError::IllegalValue); // Qt takes an object or a list only
        if (!(parts && *mAt == '{' ? readObject() : skipValue(0)))
            return false;
        skipSpace();
        return !more() || failSyntax(QJsonParseError::GarbageAtEnd);
    }

    Message syntaxError(QJsonParseError::ParseError code)
    {
        QJsonParseError error;
        error.error = code;
        error.offset = static_cast<int>(offset());
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
        while (more() && (*mAt == ' ' || *mAt == '\t' || *mAt == '\n' || *mAt == '\r'))
            ++mAt;
    }
    static bool isDigit(char c) { return c >= '0' && c <= '9'; }
    bool digitsFollow()
    {
        if (!more() || !isDigit(*mAt))
            return false;
        while (more() && isDigit(*mAt))
            ++mAt;
        return true;
    }

    /** A string, from its opening quote; its text with the quotes into `raw` when asked, unless
     *  longer than rawLimit bytes (raw is then left empty). As Qt reads them: any character but
     *  a quote or backslash as it is (control characters too), any escape but \\u with fewer
     *  than four hexadecimal digits, UTF-8 that is valid. */
    bool readString(QByteArray *raw = nullptr, qsizetype rawLimit = 0)
    {
        Hold hold(*this, raw != nullptr);
        const qint64 start = offset();
        ++mAt;
        for (;;) {
            if (!more())
                return failSyntax(QJsonParseError::UnterminatedString);
            if (raw && offset() - start > rawLimit) {
                hold.release();
                raw = nullptr;
            }
            const auto c = static_cast<unsigned char>(*mAt);
            if (c == '"')
                break;
            if (c == '\\') {
                ++mAt;
                if (!more())
                    return failSyntax(QJsonParseError::UnterminatedString);
                if (*mAt == 'u')
                    for (int k = 0; k < 4; ++k) {
                        ++mAt;
                        if (!more() || !std::isxdigit(static_cast<unsigned char>(*mAt)))
                            return failSyntax(QJsonParseError::IllegalEscapeSequence);
                    }
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
            *raw = QByteArray(at(start), static_cast<qsizetype>(offset() - start));
        return true;
    }

    /** One character of two to four UTF-8 bytes: no overlong form, no surrogate, none past U+10FFFF. */
    bool skipUtf8Character()
    {
        const auto lead = static_cast<unsigned char>(*mAt);
        const int length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
        if (length == 0 || lead > 0xF4 || !more(length))
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
        const Hold hold(*this);
        const qint64 start = offset();
        if (more() && *mAt == '-')
            ++mAt;
        bool digits = false;
        if (more() && *mAt == '0')
            ++mAt, digits = true;
        else
            digits = digitsFollow();
        if (more() && *mAt == '.') {
            ++mAt;
            digits = digitsFollow() || digits;
        }
        if (!digits)
            return failSyntax(QJsonParseError::IllegalNumber);
        if (more() && (*mAt == 'e' || *mAt == 'E')) {
            ++mAt;
            if (more() && (*mAt == '+' || *mAt == '-'))
                ++mAt;
            if (!digitsFollow())
                return failSyntax(QJsonParseError::IllegalNumber);
        }
        if (offset() - start > kLongestNumber) { // read in one chunk, but as refused as when held across several
            refuseLongNumber();
            return false;
        }
        double number = 0;
        const auto [end, error] = std::from_chars(at(start), mAt, number);
        if (error != std::errc() || end != mAt) // out of a double's range, above or below, as Qt refuses it
            return failSyntax(QJsonParseError::IllegalNumber);
        if (value)
            *value = number;
        return true;
    }

    bool readLiteral(QByteArrayView word)
    {
        if (!more(word.size()) || QByteArrayView(mAt, word.size()) != word)
            return failSyntax(QJsonParseError::IllegalValue);
        mAt += word.size();
        return true;
    }

    /** Any value, checked and passed over. */
    bool skipValue(int depth)
    {
        if (depth > kDeepestNesting)
            return failSyntax(QJsonParseError::DeepNesting);
        if (!more())
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
    template <typename Element> bool readList(Element element, std::int64_t *count = nullptr)
    {
        ++mAt;
        skipSpace();
        std::int64_t elements = 0;
        bool closed = more() && *mAt == ']';
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
        if (!more())
            return failSyntax(unterminated);
        *closed = *mAt == close;
        if (!*closed && *mAt != ',')
            return failSyntax(QJsonParseError::MissingValueSeparator);
        ++mAt;
        return true;
    }

    /** An object's members, from its brace: each value read by member(key), at the value; a key
     *  too long to name any the reader looks for comes empty. */
    template <typename Member> bool readMembers(Member member)
    {
        ++mAt;
        skipSpace();
        bool closed = more() && *mAt == '}';
        if (closed)
            ++mAt;
        while (!closed) {
            skipSpace();
            if (!more() || *mAt != '"')
                return failSyntax(!more() ? QJsonParseError::UnterminatedObject : QJsonParseError::IllegalValue);
            QByteArray key;
            if (!readString(&key, mLongestKey))
                return false;
            skipSpace();
            if (!more() || *mAt != ':')
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
            const QString key = rawKey.isEmpty() ? QString() : keyText(rawKey);
            if (key == QLatin1String("attentions")) {
                mParts.hasAttentions = true; // a repeated key: the last counts
                mParts.shape.clear();
                mParts.values = QByteArray();
                mLeafDepth = -1;
                mAttentionsFrom = offset();
                return readAttentions(0) && (valuesFillTheShape() || fail(uneven()));
            }
            if (key.isEmpty() || !mLimits.keep.contains(key))
                return skipValue(1);
            return readKept(key);
        });
    }

    /** The value of a key asked for, its text kept (unless longer than maxKeptBytes: Qt's parser
     *  would hold several times that). */
    bool readKept(const QString &key)
    {
        mKept.clear();
        mKeptFrom = offset();
        const bool read = skipValue(1);
        keepReadText();
        mKeptFrom = -1;
        if (!read)
            return false;
        if (mKept.size() > mLimits.maxKeptBytes)
            return fail(Message("import.kept_too_large", ATTENTION_MESSAGE("%1 is larger than %2 MB"),
                                {QLatin1Char('"') + key + QLatin1Char('"'), mLimits.maxKeptBytes / (1024 * 1024)}));
        mParts.kept[key] = std::exchange(mKept, QByteArray());
        return true;
    }

    /** While a kept value is read (mKeptFrom set), the text read of it so far onto mKept, up to
     *  one byte past the limit; before the buffer lets it go, and at the value's end. */
    void keepReadText()
    {
        if (mKeptFrom < 0)
            return;
        const qint64 until = offset();
        const qsizetype room = std::max<qsizetype>(mLimits.maxKeptBytes + 1 - mKept.size(), 0);
        mKept.append(at(mKeptFrom), static_cast<qsizetype>(std::min<qint64>(until - mKeptFrom, room)));
        mKeptFrom = until;
    }

    Message nesting() const
    {
        return Message("import.nesting", ATTENTION_MESSAGE("\"attentions\" must be nested lists of numbers, 3 or 4 deep per layer"));
    }
    Message uneven() const { return Message("import.uneven", ATTENTION_MESSAGE("the nesting of \"attentions\" is uneven")); }

    /** The value of "attentions" at list depth `depth`: lists, or numbers at the deepest. */
    bool readAttentions(std::size_t depth)
    {
        if (!more() || *mAt != '[') // a value, but neither a list nor a number: checked, then refused
            return skipValue(1) && fail(nesting());
        if (depth >= kDeepestLists)
            return fail(nesting());
        if (mLeafDepth >= 0 && depth > static_cast<std::size_t>(mLeafDepth))
            return fail(uneven()); // a list where numbers were met higher up
        std::int64_t count = 0;
        const bool read = readList(
            [this, depth] {
                if (more() && (*mAt == '-' || *mAt == '.' || isDigit(*mAt)))
                    return readValue(depth);
                return readAttentions(depth + 1);
            },
            &count);
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
            if (size <= 0 || cells > mLimits.maxValues / size)
                return false;
            cells *= size;
        }
        return cells == values();
    }

    std::int64_t values() const { return mParts.values.size() / qsizetype(sizeof(double)); }

    /** Room for the values when they fill what they have: twice as much, or, from the text each
     *  took so far, as much as the rest of the device would need if it were all numbers like them. */
    qsizetype roomForValues() const
    {
        const QByteArray &bytes = mParts.values;
        qsizetype room = std::max<qsizetype>(bytes.capacity() * 2, 1 << 20);
        const qint64 read = offset() - mAttentionsFrom, size = mDevice.size();
        if (!bytes.isEmpty() && read > 0 && size > offset()) {
            const double perByte = double(bytes.size()) / double(read);
            const double wanted = perByte * double(size - mAttentionsFrom) * 1.02 + double(1 << 20);
            room = std::max<qsizetype>(room / 2 + 1, static_cast<qsizetype>(std::min(wanted, double(mLimits.maxValues) * sizeof(double))));
        }
        return room;
    }

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
        if (values() >= mLimits.maxValues)
            return fail(Message("import.too_many", ATTENTION_MESSAGE("\"attentions\" holds too many values")));
        QByteArray &bytes = mParts.values;
        if (bytes.size() + qsizetype(sizeof(double)) > bytes.capacity())
            bytes.reserve(roomForValues());
        bytes.resize(bytes.size() + qsizetype(sizeof(double)));
        qToLittleEndian(value, bytes.data() + bytes.size() - qsizetype(sizeof(double)));
        return true;
    }

    QIODevice &mDevice;
    const AttentionJsonLimits &mLimits;
    const qsizetype mLongestKey;
    QByteArray mBuffer;
    const char *mAt;
    const char *mEnd;
    qint64 mBufferStart = 0; // the text's offset at mBuffer's start
    qint64 mTextRead = 0;
    qint64 mHeld = -1; // where a Hold keeps the text from
    bool mEndOfText = false;
    bool mCutShort = false; // the text too large, a number too long, or stopped by limits.progress
    qint64 mKeptFrom = -1; // while a kept value is read: where its text not yet on mKept begins
    QByteArray mKept;
    qint64 mAttentionsFrom = 0; // where the text of "attentions" begins
    std::ptrdiff_t mLeafDepth = -1; // the depth of the lists that hold the numbers, once one was met
    AttentionJsonParts mParts;
    std::optional<Message> mProblem; // the first; its code kJsonSyntaxCode where the text stops being JSON
};

} // namespace

Outcome<AttentionJsonParts> readAttentionJson(QIODevice &device, const AttentionJsonLimits &limits)
{
    return Reader(device, limits).read();
}

Outcome<AttentionJsonParts> readAttentionJson(const QByteArray &text, const AttentionJsonLimits &limits)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return readAttentionJson(buffer, limits);
}

} // namespace attention
