#!/usr/bin/env bash
# The manual page names every command and every option that the program's --help texts list.
#   manual-names-every-option.sh PROGRAM MANUAL_PAGE
set -euo pipefail
program=$1 manual=$2
# The page's text as a reader sees it: "\-\-d\-model" is --d-model.
text=$(sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$manual")
missing=()
for command in "" compute export bench train generate tokenize translate; do
    help=$(QT_QPA_PLATFORM=offscreen "$program" $command --help)
    [ -n "$command" ] && ! grep -q "^\.SS $command" "$manual" && missing+=("the command $command")
    for option in $(grep -oE -- '--[a-z][a-z0-9-]*' <<<"$help" | sort -u); do
        case $option in --help|--help-all) continue ;; esac
        grep -qF -- "$option" <<<"$text" || missing+=("${command:-attention-explorer} $option")
    done
done
if [ ${#missing[@]} -gt 0 ]; then
    printf 'the manual page does not name: %s\n' "${missing[@]}"
    exit 1
fi
echo "the manual page names every command and option"
