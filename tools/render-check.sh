#!/usr/bin/env bash
# make render-check: every built-in lesson's text diagrams, opened in the programs people
# render them with. Each Mermaid part in mermaid-cli (in Debian's Chromium): every arrow
# and note of the file drawn, never mermaid's error picture. Each PlantUML file as PNG:
# every page rendered, none at PlantUML's 4096 px cut. One line a file, then a total;
# exit 1 if any file is not whole. Not in make test (it takes minutes): make test
# renders the five lessons of issue 27 (tst_export).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-checkers.sh
corrsim=build/app/corrsim
out=build/render-check
rm -rf "$out"
mkdir -p "$out/mmd" "$out/puml"
for f in scenarios/*.json; do
  lesson=$(basename "$f" .json)
  "$corrsim" run "$lesson" --diagram "$out/mmd/$lesson.mmd" >/dev/null 2>&1 || true
  "$corrsim" run "$lesson" --diagram "$out/puml/$lesson.puml" >/dev/null 2>&1 || true
done

echo "== mermaid-cli: $(ls "$out/mmd" | wc -l) files of $(ls scenarios/*.json | wc -l) lessons"
cp tests/tools/checkers/mermaid-render-check.mjs build/checkers/
mermaid=0
node build/checkers/mermaid-render-check.mjs "$out"/mmd/*.mmd || mermaid=1

echo "== plantuml: $(ls "$out/puml" | wc -l) files"
plantuml=0
plantuml -charset UTF-8 -tpng "$out"/puml/*.puml || plantuml=1
pages=0
while read -r png; do
  size=$(file -b "$png" | sed -E 's/.* ([0-9]+) x ([0-9]+).*/\1 \2/')
  read -r width height <<<"$size"
  pages=$((pages + 1))
  if [ "$width" -ge 4096 ] || [ "$height" -ge 4096 ]; then
    echo "$png: $width x $height, at PlantUML's 4096 px cut"
    plantuml=1
  fi
done < <(find "$out/puml" -name '*.png' | sort)
echo "plantuml: $pages pages, $([ $plantuml = 0 ] && echo 'every one whole' || echo 'NOT all whole')"
[ $mermaid = 0 ] && [ $plantuml = 0 ]
