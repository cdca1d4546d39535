#!/usr/bin/env python3
"""Rounds of `attention-explorer bench --json` and of torch_mha.py in the same minutes, and the
range of every figure over the rounds, as docs/benchmarks.md's tables give them, beside the goals of the
speed issue. Prints figures and asserts nothing; not part of the test suite. Needs Debian's
python3-torch for the PyTorch column (run it with /usr/bin/python3); without it the rest is
still printed.

    /usr/bin/python3 tests/benchmarks/side_by_side.py                  # 3 rounds, the CPU's best kernels
    /usr/bin/python3 tests/benchmarks/side_by_side.py --kernel avx2    # the AVX2 kernels' figures
(--kernel avx2 on a CPU with AVX-512 stands in for an AVX2-only CPU as far as software can: see
as_an_avx2_cpu(); the cores, caches and clock stay this CPU's.)
    /usr/bin/python3 tests/benchmarks/side_by_side.py --rounds 6 --save rounds.json
    /usr/bin/python3 tests/benchmarks/side_by_side.py --table best.json [avx2.json]
(docs/benchmarks.md's table of a CPU, in Markdown, from saved rounds: those with the CPU's best kernels,
then, on a CPU with AVX-512, those of --kernel avx2; runs nothing.)
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = (8, 64, 512, 2048)


def cpu():
    """The CPU's model name and its widest vector instructions, from /proc/cpuinfo."""
    try:
        text = open("/proc/cpuinfo", encoding="utf-8").read()
    except OSError:
        return "unknown CPU", ""
    def field(name):
        found = re.search(rf"^{name}\s*:\s*(.*)$", text, re.M)
        return found.group(1).strip() if found else ""
    flags = set(field("flags").split())
    vectors = "AVX-512" if "avx512f" in flags else "AVX2" if "avx2" in flags else "no AVX2"
    return f"{field('model name') or 'unknown CPU'} (family {field('cpu family')}, model {field('model')})", vectors


def as_an_avx2_cpu(environment):
    """What every program of a round picks by the CPU's vector width, held to AVX2: OpenBLAS's
    Haswell kernels, glibc's memcpy, memset and memcmp (its AVX-512 ones were chosen here), Qt's
    raster code and PyTorch's kernels. The app's own kernels follow bench --kernel."""
    environment.setdefault("OPENBLAS_CORETYPE", "Haswell")
    hidden = "-AVX512F,-AVX512CD,-AVX512BW,-AVX512DQ,-AVX512VL,-RTM" # an AVX2-only EPYC has no RTM either
    tunables = environment.get("GLIBC_TUNABLES", "")
    environment["GLIBC_TUNABLES"] = (tunables + ":" if tunables else "") + "glibc.cpu.hwcaps=" + hidden
    environment["QT_NO_CPU_FEATURE"] = "avx512f avx512cd avx512bw avx512dq avx512vl avx512ifma avx512vbmi avx512vbmi2"
    environment["ATEN_CPU_CAPABILITY"] = "avx2"


def torch_round(blas_kernels):
    """torch_mha.py's median per size, or None without PyTorch. Debian's PyTorch multiplies
    through the same OpenBLAS as the app, which gives a CPU newer than itself its SSE3 kernels
    (PyTorch at 64 tokens 11.8 ms instead of 2.1 on an Intel Xeon of family 6 model 207): it runs
    with the kernels the app's bench used, unless OPENBLAS_CORETYPE was set for both."""
    environment = dict(os.environ)
    if blas_kernels and blas_kernels != "none":
        environment.setdefault("OPENBLAS_CORETYPE", blas_kernels)
    run = subprocess.run([sys.executable, os.path.join(HERE, "torch_mha.py")], capture_output=True, text=True,
                         env=environment)
    if run.returncode != 0:
        return None
    medians = {int(m.group(1)): float(m.group(2)) for m in re.finditer(r"(\d+) tokens: median ([\d.]+)", run.stdout)}
    return medians if all(n in medians for n in SIZES) else None


def bench_round(app, kernel, quick):
    command = [app, "bench", "--json"] + (["--kernel", kernel] if kernel else []) + (["--quick"] if quick else [])
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{run.stderr}")
    return json.loads(run.stdout)


def figures(ours, torch):
    """One round's figures, keyed as the summary prints them."""
    f = {}
    for c in ours["core_ms"]:
        n = c["tokens"]
        f[("core, every head kept", n)] = c["median"]
        f[("core, the means only", n)] = c["means_only"]
        if torch:
            f[("PyTorch", n)] = torch[n]
            f[("x PyTorch (every head)", n)] = torch[n] / c["median"]
            f[("x PyTorch (means only)", n)] = torch[n] / c["means_only"]
    for c in ours["floor_ms"]:
        n = c["tokens"]
        f[("floor", n)] = c["floor"]
        f[("/ floor, every head", n)] = c["ratio"]
        f[("/ floor, means only", n)] = c["means_only_ratio"]
    for name, key in (("typing in the target p95", "latency_ms"), ("typing in the source p95", "latency_source_edit_ms"),
                      ("a new source word p95", "latency_source_new_word_ms"),
                      ("an erased source word p95", "latency_source_erased_word_ms"),
                      ("a new word mid-source p95", "latency_source_middle_new_word_ms"),
                      ("a word erased mid-source p95", "latency_source_middle_erased_word_ms")):
        for c in ours.get(key, []):
            f[(name, c["tokens"])] = c["p95"]
    for key in ("sgemm_gflops", "import_npy_ms", "import_peak_rss_mb", "import_file_mb", "import_json_ms",
                "import_json_peak_rss_mb", "import_json_file_mb", "export_4k_ms", "startup_ms", "gui_max_block_ms", "peak_rss_mb"):
        if key in ours:
            f[(key, None)] = ours[key]
    f[("import peak / file", None)] = ours["import_peak_rss_mb"] / ours["import_file_mb"]
    if "import_json_file_mb" in ours:
        f[("JSON import peak / file", None)] = ours["import_json_peak_rss_mb"] / ours["import_json_file_mb"]
    return f


# The speed issue's goals: (figure, size, at most or at least, value).
GOALS = [
    ("x PyTorch (means only)", 64, ">=", 2.5),
    ("/ floor, means only", 512, "<=", 1.3),
    ("/ floor, means only", 2048, "<=", 1.3),
    ("typing in the source p95", 512, "<=", 16), ("typing in the source p95", 2048, "<=", 100),
    # typing in the source, at the first letter of each word: the key count changes
    ("a new source word p95", 512, "<=", 16), ("a new source word p95", 2048, "<=", 100),
    # and at the last letter of each word erased: the key count changes the other way
    ("an erased source word p95", 512, "<=", 16), ("an erased source word p95", 2048, "<=", 100),
    # and in the middle of the source, where every later key moves a place
    ("a new word mid-source p95", 512, "<=", 16), ("a new word mid-source p95", 2048, "<=", 100),
    ("a word erased mid-source p95", 512, "<=", 16), ("a word erased mid-source p95", 2048, "<=", 100),
    ("typing in the target p95", 512, "<=", 16), ("typing in the target p95", 2048, "<=", 50),
    ("import_npy_ms", None, "<=", 500), ("import peak / file", None, "<=", 1.3), ("export_4k_ms", None, "<=", 250),
]


def span(values):
    low, high = min(values), max(values)
    digits = 2 if high < 10 else 1 if high < 100 else 0
    return f"{low:.{digits}f}" if low == high else f"{low:.{digits}f}-{high:.{digits}f}"


# docs/benchmarks.md's rows of a CPU's table: (row, figure, unit), for each run saved; then the typing rows,
# each run's span side by side.
TABLE_ROWS = [("{kernels} kernels, the means only", "core, the means only", " ms"),
              ("{kernels}, every head kept", "core, every head kept", " ms"),
              ("its floor (sgemm)", "floor", " ms"),
              ("the means / floor", "/ floor, means only", ""),
              ("PyTorch{held}", "PyTorch", " ms"),
              ("x PyTorch, the means only", "x PyTorch (means only)", "")]
TYPING_ROWS = [("typing in the target", "typing in the target p95"),
               ("typing in the source (a letter in place)", "typing in the source p95"),
               ("a new source word", "a new source word p95"),
               ("the source's last word erased", "an erased source word p95"),
               ("a new word in the middle of the source", "a new word mid-source p95"),
               ("a word erased in the middle of the source", "a word erased mid-source p95")]


def table(paths):
    """The Markdown table of saved runs (side_by_side.py --save), as docs/benchmarks.md gives a CPU's."""
    runs = []
    for path in paths:
        with open(path, encoding="utf-8") as saved:
            runs.append(json.load(saved))

    def cell(run, figure, n, unit):
        values = [r[f"{figure} {n}"] for r in run["rounds"] if f"{figure} {n}" in r]
        return span(values) + unit if values else "-"

    names = [" / ".join(run["kernels"]) for run in runs]
    lines = [f"| {runs[0]['cpu']}, median (p95 for typing) | " + " | ".join(str(n) for n in SIZES) + " |",
             "| --- " * (len(SIZES) + 1) + "|"]
    for run, kernels in zip(runs, names):
        held = ", held to AVX2" if run["vectors"] == "AVX-512" and kernels == "AVX2" else ", 2 threads"
        for row, figure, unit in TABLE_ROWS:
            cells = [cell(run, figure, n, unit) for n in SIZES]
            if any(c != "-" for c in cells):
                lines.append(f"| {row.format(kernels=kernels, held=held)} | " + " | ".join(cells) + " |")
    for row, figure in TYPING_ROWS:
        label = row + (", " + " / ".join(names) if row == TYPING_ROWS[0][0] and len(runs) > 1 else "")
        cells = [" / ".join(cell(run, figure, n, "") for run in runs) + " ms" for n in SIZES]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--kernel", choices=("avx512", "avx2", "portable"), help="bench --kernel")
    parser.add_argument("--app", default=os.path.join(HERE, "..", "..", "build", "app", "attention-explorer"))
    parser.add_argument("--save", help="write every round's figures to this JSON file")
    parser.add_argument("--quick", action="store_true", help="bench --quick and no PyTorch: to try the script")
    parser.add_argument("--table", nargs="+", metavar="SAVED",
                        help="print docs/benchmarks.md's table of saved runs (the best kernels', then --kernel avx2's) and stop")
    args = parser.parse_args()
    if args.table:
        print(table(args.table))
        return

    model, vectors = cpu()
    print(f"{model} ({vectors}), {os.cpu_count()} cores; {args.rounds} rounds, bench then PyTorch in each")
    if args.kernel == "avx2" and vectors == "AVX-512":
        as_an_avx2_cpu(os.environ)
        print("  as an AVX2-only CPU: OpenBLAS Haswell, glibc, Qt and PyTorch without AVX-512 (cores and caches stay these)")
    rounds, kernels = [], set()
    for r in range(args.rounds):
        ours = bench_round(args.app, args.kernel, args.quick)
        torch = None if args.quick else torch_round(ours.get("blas_kernels"))
        kernels.add(ours["kernel"])
        rounds.append(figures(ours, torch))
        print(f"  round {r + 1}: kernel {ours['kernel']}, OpenBLAS {ours.get('blas_kernels', '?')}, "
              f"sgemm {ours['sgemm_gflops']} GFLOP/s"
              + ("" if torch else ", no PyTorch"), flush=True)
    print(f"kernels: {', '.join(sorted(kernels))}")

    names = list(dict.fromkeys(name for f in rounds for name, _ in f))
    for name in names:
        sizes = [n for n in dict.fromkeys(n for f in rounds for m, n in f if m == name)]
        cells = [span([f[(name, n)] for f in rounds if (name, n) in f]) for n in sizes]
        label = " | ".join(cells) if sizes != [None] else cells[0]
        print(f"  {name:28} " + ("(8 | 64 | 512 | 2048 tokens) " if sizes != [None] else "") + label)
    print("goals:")
    for name, n, sense, goal in GOALS:
        values = [f[(name, n)] for f in rounds if (name, n) in f]
        if not values:
            continue
        met = sum(1 for v in values if (v >= goal if sense == ">=" else v <= goal))
        where = f" at {n} tokens" if n else ""
        print(f"  {name}{where} {sense} {goal}: {span(values)}, met in {met} of {len(values)} rounds")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as out:
            json.dump({"cpu": model, "vectors": vectors, "kernels": sorted(kernels),
                       "rounds": [{f"{name} {n}" if n else name: v for (name, n), v in f.items()} for f in rounds]},
                      out, indent=1)


if __name__ == "__main__":
    main()
