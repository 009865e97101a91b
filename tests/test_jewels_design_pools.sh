#!/usr/bin/env bash
# scripts/jewels_designs.sh keeps, of each class's pool of packed designs, the
# best by rate (sampled worth / (designed cells * (1 - 1/C) / 1.8 + 5)), ties to
# the lower RNG seed, printed in seed order (from 11x11 up together with the
# beam-searched packed designs); staircase classes keep RNG seeds 11-18. A
# stand-in designer makes rows whose worth and designed cells follow from the
# seed, so the expected rows are known without designing anything.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Arguments as the script passes them: N C ITERATIONS SEED ... KEY (15th).
# Its "extend" doubles the worth of the rows whose seed is a multiple of five.
cat > "$work/jewels_designs" << 'EOF'
#!/usr/bin/env bash
if [[ $1 == extend ]]; then
  exec awk -F', ' -v OFS=', ' '$4 % 5 == 0 { $5 *= 2 } { print }'
fi
n=$1 colours=$2 seed=$4 key=${15}
worth=$((1000 + (seed * 37 % 64) * 100))
designed=$((seed % 2 == 0 ? 100 : 120))
# Builtins only: the script calls this about a thousand times.
printf -v ones '%*s' "$designed" ''
printf -v zeros '%*s' $((n * n - designed)) ''
echo "    {$n, $colours, $key, $seed, $worth, \"${ones// /1}${zeros// /0}\"},"
EOF
chmod +x "$work/jewels_designs"

# Expected: the rows of seeds FIRST..LAST ranked by the rate, the best KEEP, in seed order.
# (awk, not head, keeps the best: head exits early, and a sort still writing long rows then dies
# of SIGPIPE, which pipefail makes a silent failure whenever the timing allows it.)
expect() {
  local n=$1 colours=$2 first=$3 last=$4 keep=$5 key=$6 s
  for s in $(seq "$first" "$last"); do
    "$work/jewels_designs" "$n" "$colours" 0 "$s" 0 9 40 30 10 60 90 2 100 1 "$key" |
      "$work/jewels_designs" extend | awk -v s="$s" -v c="$colours" -F'"' '{
        cells = length($2) - gsub(/0/, "", $2); split($1, f, ",")
        printf "%.9f %d\n", f[5] / (cells * (1 - 1 / c) / 1.8 + 5), s }'
  done | sort -k1,1gr -k2,2n | awk -v keep="$keep" 'NR <= keep' | sort -k2,2n | while read -r _ s; do
    "$work/jewels_designs" "$n" "$colours" 0 "$s" 0 9 40 30 10 60 90 2 100 1 "$key" |
      "$work/jewels_designs" extend
  done
}

fail=0
check() {
  local what=$1 got=$2 want=$3
  if [[ $got == "$want" ]]; then
    echo "ok: $what"
  else
    echo "FAILED: $what"
    diff <(echo "$want") <(echo "$got") | head -20
    fail=1
  fi
}

got=$(JOBS=2 bash "$root/scripts/jewels_designs.sh" "$work" packed 10)
want=$(for c in 6 7 8 9 10; do expect 10 "$c" 11 12 2 2; done)
check "10x10 packed pools: both of RNG seeds 11 and 12" "$got" "$want"

# From 11x11 up the beam-searched packed designs (KEY=4, RNG seeds 11 to
# BEAM_LAST) compete with the packed ones (11 to LAST) for the KEEP places; the
# kept rows come in pool order (packed seeds, then beam seeds), ties to the
# earlier.
expect_union() {
  local n=$1 colours=$2 last=$3 keep=$4 beam_last=$5 key s k=0
  for key in 2 4; do
    for s in $(seq 11 "$([[ $key == 2 ]] && echo "$last" || echo "$beam_last")"); do
      k=$((k + 1))
      "$work/jewels_designs" "$n" "$colours" 0 "$s" 0 9 40 30 10 60 90 2 100 1 "$key" |
        "$work/jewels_designs" extend | awk -v k="$k" -v c="$colours" -F'"' '{
          row = $0; cells = length($2) - gsub(/0/, "", $2); split($1, f, ",")
          printf "%.9f %d %s\n", f[5] / (cells * (1 - 1 / c) / 1.8 + 5), k, row }'
    done
  done | sort -k1,1gr -k2,2n | awk -v keep="$keep" 'NR <= keep' | sort -k2,2n | cut -d' ' -f3-
}
got=$(JOBS=2 bash "$root/scripts/jewels_designs.sh" "$work" packed 12)
want=$(
  expect_union 12 5 74 12 60
  for c in 6 7 8 9 10; do expect_union 12 "$c" 36 12 60; done
)
check "12x12 packed pools with the beam-searched designs: the 12 best of 64 + 50 (five colours) and of 26 + 50 (six to ten)" "$got" "$want"
[[ $(grep -c '^    {12, 5,' <<< "$got") == 12 ]] || { echo "FAILED: twelve five-colour rows"; fail=1; }
[[ $(grep -c '^    {12, 5, 4,' <<< "$got") -gt 0 ]] || { echo "FAILED: beam designs kept"; fail=1; }
[[ $(grep -c '^    {12, 5, 2,' <<< "$got") -gt 0 ]] || { echo "FAILED: packed designs kept"; fail=1; }
# The pools choose among extended designs: seed 15 (worth 1000 + 43 * 100,
# doubled by the extension) is kept.
grep -q '^    {12, 5, 2, 15, 10600,' <<< "$got" || { echo "FAILED: extended design kept"; fail=1; }
# The rate, not the worth, decides: an odd seed designs 120 cells, so with six
# colours seed 19 (worth 1000 + 63 * 100 = 7300) loses to even seed 12 (worth
# 7000 from 100 cells).
if grep -q '^    {12, 6, 2, 19,' <<< "$got"; then echo "FAILED: seed 19 dropped"; fail=1; fi
grep -q '^    {12, 6, 2, 12, 7000,' <<< "$got" || { echo "FAILED: seed 12 kept"; fail=1; }

got=$(JOBS=2 bash "$root/scripts/jewels_designs.sh" "$work" packed 13)
want=$(for c in 5 6 7 8 9 10; do
  if ((c == 7 || c == 8)); then expect_union 13 "$c" 64 16 50; else expect_union 13 "$c" 36 12 50; fi
done)
check "13x13 packed pools with the beam-searched designs (RNG seeds 11-50)" "$got" "$want"

got=$(JOBS=2 bash "$root/scripts/jewels_designs.sh" "$work" staircase 12)
want=$(for c in 8 9; do expect 12 "$c" 11 18 8 3; done)
check "12x12 staircase layouts: RNG seeds 11-18 of eight and nine colours" "$got" "$want"
exit "$fail"
