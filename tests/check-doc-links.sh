#!/usr/bin/env bash
# Every link of the README and docs/ reaches a file of the tree, and every #anchor a heading of
# its file (as GitHub makes anchors: lower case, punctuation dropped, spaces as hyphens).
#   check-doc-links.sh SOURCE_DIR
set -euo pipefail
export LC_ALL=C.UTF-8
cd "$1"
anchors_of() {
    grep -E '^#{1,6} ' "$1" | sed -E 's/^#+ +//' | tr '[:upper:]' '[:lower:]' \
        | sed -E 's/[^[:alnum:] _-]//g; s/ /-/g'
}
broken=()
count=0
for page in README.md docs/*.md; do
    folder=$(dirname "$page")
    # Inline links and pictures outside code spans: ](target) or ](target "title").
    while IFS= read -r target; do
        count=$((count + 1))
        case $target in http://* | https://* | mailto:*) continue ;; esac
        file=${target%%#*}
        anchor=
        [[ $target == *"#"* ]] && anchor=${target#*#}
        path=$page
        if [ -n "$file" ]; then
            path=$folder/$file
            [ -e "$path" ] || { broken+=("$page: $target (no such file)"); continue; }
        fi
        if [ -n "$anchor" ] && ! anchors_of "$path" | grep -qxF -- "$anchor"; then
            broken+=("$page: $target (no such heading)")
        fi
    done < <(sed -E 's/`[^`]*`//g' "$page" | grep -oE '\]\([^) ]+' | sed -E 's/^\]\(//')
done
if [ ${#broken[@]} -gt 0 ]; then
    printf 'broken link: %s\n' "${broken[@]}"
    exit 1
fi
echo "$count links checked, none broken"
