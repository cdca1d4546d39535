#!/bin/sh
# Every C++ file is formatted as .clang-format says. Only clang-format 14 (Debian 12's) is asked:
# other versions format some constructs differently, so there the check is skipped.
# Usage: check-format.sh SOURCE_DIR CLANG_FORMAT
root=$1
tool=$2
version=$("$tool" --version | sed -n 's/.*version \([0-9]*\).*/\1/p')
[ "$version" = 14 ] || { echo "skipped: clang-format $version here, the style is checked with 14"; exit 77; }
cd "$root" || exit 1
files=$(git ls-files '*.cpp' '*.h' 2>/dev/null | grep -v '^tests/data/')
[ -n "$files" ] || files=$(find app core ui tests -name '*.cpp' -o -name '*.h' | grep -v '^tests/data/')
# One run over every file; only where it finds something, one run a file to name them.
"$tool" --dry-run -Werror $files >/dev/null 2>&1 && { echo "every C++ file is formatted"; exit 0; }
unformatted=0
for file in $files; do
    if ! "$tool" --dry-run -Werror "$file" >/dev/null 2>&1; then
        echo "not formatted: $file"
        unformatted=$((unformatted + 1))
    fi
done
echo "$unformatted files differ from .clang-format: clang-format -i FILE formats one"
exit 1
