#!/bin/bash
# The browser suite three times in a row while two busy loops (one per core of the 2-core CI
# machine) hold the CPU: the check that the browser tests wait for states, not for times.
# Needs the built api and console (npx nx run-many -t build -p api console).
# Usage: bash tools/scripts/e2e-under-load.sh   (prints one line per run; exits non-zero on a failure)
set -u
cd "$(dirname "$0")/../.."
node -e 'for(;;){}' & L1=$!
node -e 'for(;;){}' & L2=$!
trap 'kill $L1 $L2 2>/dev/null' EXIT
failed=0
for i in 1 2 3; do
  (cd apps/console-e2e && E2E_PORT=${E2E_PORT:-4810} npx playwright test --reporter=line > "/tmp/e2e-under-load-$i.log" 2>&1)
  code=$?
  echo "run $i: exit $code, $(grep -Eo '[0-9]+ (passed|failed|flaky)' "/tmp/e2e-under-load-$i.log" | tr '\n' ' ')"
  [ $code -eq 0 ] || failed=1
done
exit $failed
