#!/usr/bin/env bash
# Builds the DocC documentation of RIBs (or of the target named) as a static site and serves
# it on loopback; the site's address opens on the module's landing page, which links RIBs'
# tutorials.
#
#   scripts/serve-docs.sh [--target RIBs|RIBsTesting|ScreenKit|RIBsInspector] [--port 8000]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

target=RIBs
port=8000
while [ $# -gt 0 ]; do
    case "$1" in
        --target) target="$2"; shift 2 ;;
        --port) port="$2"; shift 2 ;;
        -h|--help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "unknown argument: $1 (see --help)" >&2; exit 64 ;;
    esac
done

site=$(mktemp -d -t ribs-docs.XXXXXX)
trap 'rm -rf "$site"' EXIT
swift package --allow-writing-to-directory "$site" generate-documentation --target "$target" \
    --disable-indexing --transform-for-static-hosting --output-path "$site"

# DocC gives every page a folder with an index.html of its own; the root's is the bare app,
# which has no page to show there ("The page you're looking for can't be found"). Send the
# root to the landing page instead.
landing="documentation/$(echo "$target" | tr '[:upper:]' '[:lower:]')/"
cat > "$site/index.html" <<HTML
<!doctype html>
<meta charset="utf-8">
<title>$target documentation</title>
<meta http-equiv="refresh" content="0; url=$landing">
<p><a href="$landing">$target documentation</a></p>
HTML

echo "Serving $target's documentation at http://127.0.0.1:$port/ (Ctrl-C stops)"
if [ -d "$site/tutorials/ribstutorials" ]; then
    echo "The tutorials: http://127.0.0.1:$port/tutorials/ribstutorials/"
fi
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site"
