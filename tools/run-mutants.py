#!/usr/bin/env python3
"""make mutants: applies each one-line mutation of tests/mutants.ini to a scratch copy
of the source tree (build-mutants/src), builds what its tests need, runs them, and says
whether they caught it (killed) or not (survived). The tree you work in is never
touched. Exit 1 if any mutant survives or does not build, 2 on a list that no longer
matches the code.

  tools/run-mutants.py [NAME...]     only these mutants

A mutant with `killed_by = build` is one the build must refuse (an include across the
layers, which their private include paths do not let compile): refused counts as killed.
"""
import configparser, os, shutil, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, "build-mutants", "src")
BUILD = os.path.join(SCRATCH, "build")
JOBS = os.environ.get("JOBS", str(os.cpu_count() or 2))


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def sync():
    """Copies the tracked and new files of the work tree into the scratch copy, only
    those whose bytes differ, so an unchanged file keeps the time its object was built."""
    files = run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT).stdout.split("\n")
    for rel in filter(None, files):
        src, dst = os.path.join(ROOT, rel), os.path.join(SCRATCH, rel)
        if not os.path.isfile(src):
            continue
        with open(src, "rb") as f:
            data = f.read()
        if os.path.isfile(dst):
            with open(dst, "rb") as f:
                if f.read() == data:
                    continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy2(src, dst)
        os.utime(dst)  # newer than any object built from an older copy


def load():
    ini = configparser.RawConfigParser()
    ini.read(os.path.join(ROOT, "tests", "mutants.ini"))
    mutants = []
    for name in ini.sections():
        m = dict(ini[name])
        m["name"] = name
        m["to"] = m["to"].replace("\\n", "\n")
        m["explicit"] = "occurrence" in m
        m["occurrence"] = int(m.get("occurrence", "1"))
        m["tests"] = m["tests"].split()
        mutants.append(m)
    return mutants


def mutate(text, m):
    at = -1
    for _ in range(m["occurrence"]):
        at = text.find(m["from"], at + 1)
        if at < 0:
            return None
    if not m["explicit"] and text.find(m["from"], at + 1) >= 0:
        return None  # ambiguous: say which
    return text[:at] + m["to"] + text[at + len(m["from"]):]


def targets(tests):
    # ctest names: tst_x or tst_x_x11 (the same executable under Xvfb); tst_cli runs corrsim.
    names = {t[:-4] if t.endswith("_x11") else t for t in tests}
    return sorted(names | ({"corrsim"} if "tst_cli" in names else set()))


def test(tests):
    regex = "^(" + "|".join(tests) + ")$"
    env = dict(os.environ, CTEST_OUTPUT_ON_FAILURE="0")
    return run(["ctest", "--test-dir", BUILD, "-R", regex, "-j", JOBS, "--timeout", "300"], env=env)


def main():
    only = set(sys.argv[1:])
    mutants = [m for m in load() if not only or m["name"] in only]
    os.makedirs(SCRATCH, exist_ok=True)
    sync()
    for m in mutants:
        path = os.path.join(SCRATCH, m["file"])
        if not os.path.isfile(path) or mutate(open(path).read(), m) is None:
            print(f"{m['name']}: '{m['from']}' is not in {m['file']} (once, or at occurrence {m['occurrence']})")
            return 2
    if not os.path.isdir(BUILD):
        print("mutants: configuring the scratch copy (a first build takes several minutes)")
        r = run(["cmake", "-S", SCRATCH, "-B", BUILD, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release"])
        if r.returncode:
            print(r.stdout)
            return 2
    everything = sorted({t for m in mutants for t in targets(m["tests"])})
    r = run(["cmake", "--build", BUILD, "-j", JOBS, "--target", *everything])
    if r.returncode:
        print(r.stdout[-4000:])
        return 2
    r = test(sorted({t for m in mutants for t in m["tests"]}))
    if r.returncode:
        print("mutants: the tests fail without any mutant:\n" + r.stdout[-4000:])
        return 2
    killed, survived, stillborn = [], [], []
    for m in mutants:
        path = os.path.join(SCRATCH, m["file"])
        original = open(path).read()
        started = time.time()
        try:
            with open(path, "w") as f:
                f.write(mutate(original, m))
            b = run(["cmake", "--build", BUILD, "-j", JOBS, "--target", *targets(m["tests"])])
            if b.returncode and m.get("killed_by") == "build":
                killed.append(m["name"])  # the build itself refuses it: a guard stronger than a test
                verdict = "refused"
            elif b.returncode:
                stillborn.append(m["name"])
                verdict = "does not build"
            else:
                t = test(m["tests"])
                (killed if t.returncode else survived).append(m["name"])
                verdict = "killed" if t.returncode else "SURVIVED"
        finally:
            with open(path, "w") as f:
                f.write(original)
        print(f"{verdict:>14}  {m['name']} ({m['file']}; {' '.join(m['tests'])}; {time.time() - started:.0f} s)", flush=True)
    print(f"{len(killed)} killed, {len(survived)} survived, {len(stillborn)} did not build, of {len(mutants)} mutants")
    return 0 if not survived and not stillborn else 1


if __name__ == "__main__":
    sys.exit(main())
