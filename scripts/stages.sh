# Sourced by scripts/test.sh and .ci/run. `stage NAME COMMAND...` runs one step of the run under
# a heading, prints how long it took and keeps the figure for `stage_summary`, so a run that
# nears CI's time limit shows which step grew.
STAGE_TIMES=()

stage() {
  local name="$1" started=$SECONDS status=0
  shift
  echo "== $name"
  "$@" || status=$?
  local took=$((SECONDS - started)) outcome=""
  [ "$status" = 0 ] || outcome=" (failed, exit $status)"
  echo "-- $name took $took s$outcome"
  STAGE_TIMES+=("$(printf '%6d s  %s%s' "$took" "$name" "$outcome")")
  return "$status"
}

# `stage_summary TITLE`: every stage's time so far and the run's total.
stage_summary() {
  echo
  echo "== $1: time per stage"
  [ "${#STAGE_TIMES[@]}" = 0 ] || printf '%s\n' "${STAGE_TIMES[@]}"
  printf '%6d s  total\n' "$SECONDS"
}
