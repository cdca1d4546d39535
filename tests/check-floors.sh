#!/usr/bin/env bash
# Each floor includes only what lies below it (docs/architecture.md), so no include runs back up:
# core/ includes no Qt and nothing above it, and inside it the textbook, the kernels and the text
# lie under the pipeline, which lies under teaching, training and explain (a trained model
# reaches the pipeline as a LessonModel); the kernels are internal to core/; each ui/ folder
# includes only the folders under it.
#   check-floors.sh SOURCE_DIR
set -euo pipefail
cd "$1"
declare -A allowed=(
    [core/textbook]="core/textbook core/Outcome.h core/Message.h core/Types.h core/Random.h core/NamedValues.h"
    [core/kernels]="core/kernels core/Outcome.h core/Message.h core/Types.h core/Platform.h"
    [core/text]="core/text core/Outcome.h core/Message.h core/Types.h core/Random.h core/NamedValues.h"
    [core/pipeline]="core/pipeline core/textbook core/kernels core/text core/Outcome.h core/Message.h core/Types.h core/Random.h core/NamedValues.h"
    [core/generation]="core/generation core/Outcome.h core/Message.h core/Types.h core/Random.h core/NamedValues.h"
    [core/teaching]="core/teaching core/pipeline core/textbook core/kernels core/text core/Outcome.h core/Message.h core/Types.h core/Random.h core/NamedValues.h"
    [core/training]="core/training core/generation core/pipeline core/textbook core/kernels core/text core/Outcome.h core/Message.h core/Types.h core/Random.h core/NamedValues.h"
    [core/models]="core/models core/generation core/pipeline core/textbook core/kernels core/text core/Random.h core/NamedValues.h core/Outcome.h core/Message.h core/Types.h"
    [core/explain]="core/explain core/training core/generation core/pipeline core/textbook core/kernels core/text core/Outcome.h core/Message.h core/Types.h core/Random.h core/NamedValues.h"
    [ui/formats]="core ui/formats"
    [ui/widgets]="ui/widgets"
    [ui/document]="core ui/formats ui/document"
    [ui/plots]="core ui/formats ui/widgets ui/plots"
    [ui/views]="core ui/formats ui/widgets ui/plots ui/document ui/views"
    [ui/teach]="core ui/formats ui/widgets ui/plots ui/document ui/views ui/teach"
    [ui/window]="core ui/formats ui/widgets ui/plots ui/document ui/views ui/teach ui/window"
)
problems=()
for floor in "${!allowed[@]}"; do
    while IFS= read -r line; do
        file=${line%%:*}
        included=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"${line#*:}")
        ok=
        for below in ${allowed[$floor]}; do
            [[ $included == "$below"/* || $included == "$below" ]] && ok=1
        done
        [ -n "$ok" ] || problems+=("$file includes $included")
    done < <(grep -rn --include='*.cpp' --include='*.h' --include='*.in' -E '^#include "' "$floor" | sed -E 's/^([^:]+):[0-9]+:/\1:/')
done
# Qt stays out of the core.
while IFS= read -r line; do problems+=("${line%%:*} includes Qt"); done < <(grep -rln --include='*.cpp' --include='*.h' -E '^#include <Q' core || true)
# Only the core sees its kernels; the rest asks core/Platform.h and core/MapDrawing.h.
while IFS= read -r line; do problems+=("$line: a kernel header outside the core"); done \
    < <(grep -rln --include='*.cpp' --include='*.h' '#include "core/kernels/' ui app || true)
if [ ${#problems[@]} -gt 0 ]; then
    printf 'an include runs against the floors: %s\n' "${problems[@]}"
    exit 1
fi
echo "every include keeps to its floor"
