#!/usr/bin/python3
"""What a screen reader reads of Corrsim at a predict pause, through AT-SPI as Orca reads it.

Run by run.sh inside its own D-Bus session, with the app already started in presentation
mode on eip-stock-check. Presses the clicker's key until the lesson asks its question,
then checks the accessible tree: the question and its choices are there in words, the
sequence diagram lists each message drawn so far in words and in time order, and nothing
past the cursor is (the reveal, later notes, undecided expectations, later messages).
Then reveals the answer and checks it is read."""

import json
import re
import subprocess
import sys
import time

import pyatspi

lesson_file, app_pid = sys.argv[1], int(sys.argv[2])
lesson = json.load(open(lesson_file))
problems = []


def fail(message):
    problems.append(message)
    print("FAIL: " + message)


def app_node():
    for _ in range(100):
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == app_pid:
                    return app
            except Exception:
                pass
        time.sleep(0.2)
    sys.exit("FAIL: the app never appeared on the accessibility bus")


def showing(node):
    """Shown to the user: the node and every ancestor are showing."""
    while node is not None:
        try:
            if not node.getState().contains(pyatspi.STATE_SHOWING):
                return False
            if node.getRole() == pyatspi.ROLE_APPLICATION:
                return True
            node = node.parent
        except Exception:
            return False
    return True


def shown_nodes(root):
    """Every node the user can read now: (role, name, node), in tree order."""
    out = []

    def walk(node, depth):
        try:
            if not node.getState().contains(pyatspi.STATE_SHOWING) and node.getRole() != pyatspi.ROLE_APPLICATION:
                return  # nothing under a hidden node is shown
            out.append((node.getRoleName(), node.name or "", node))
            for i in range(node.childCount):
                walk(node.getChildAtIndex(i), depth + 1)
        except Exception:
            pass

    walk(root, 0)
    return out


def key(name):
    subprocess.run(["xdotool", "key", name], check=True)
    time.sleep(0.4)


def focus_window():
    out = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app_pid)],
                         capture_output=True, text=True, timeout=20).stdout.split()
    for window in out:
        subprocess.run(["xdotool", "windowfocus", "--sync", window], capture_output=True)
    time.sleep(0.5)


def clock_ms(text):
    """'22 ms' or '1.5 s' in milliseconds."""
    m = re.match(r"([\d.]+) (ms|s|min|h)", text)
    scale = {"ms": 1, "s": 1000, "min": 60000, "h": 3600000}[m.group(2)]
    return float(m.group(1)) * scale


app = app_node()
focus_window()
step = next(n for n in lesson["narrative"] if "ask" in n)
later = lesson["narrative"][lesson["narrative"].index(step) + 1:]

# The clicker's key until the question is asked (the reveal button shows).
asked = False
for _ in range(30):
    nodes = shown_nodes(app)
    if any(role == "push button" and name.startswith("Reveal the answer") for role, name, _ in nodes):
        asked = True
        break
    key("space")
if not asked:
    sys.exit("FAIL: the predict step never came")
texts = [name for _, name, _ in nodes]
everything = "\n".join(texts)

# Every control the user can reach says what it is.
controls = {"push button", "toggle button", "check box", "radio button", "combo box", "list", "tree", "table",
            "tree table", "text", "entry", "slider", "spin button", "page tab"}
for role, name, node in nodes:
    if role in controls and not name.strip():
        fail("a %s has no name (in %s)" % (role, node.parent.name or node.parent.getRoleName()))

# The question and each choice, in words.
if step["ask"] not in everything:
    fail("the question is not read: " + step["ask"])
for choice in step["choices"]:
    if choice not in everything:
        fail("a choice is not read: " + choice)

# Nothing past the cursor.
for secret, what in [(step["reveal"], "the reveal")] + [(n["text"], "a later note") for n in later]:
    if secret in everything:
        fail(what + " is read before its time: " + secret[:60])
status = next((t for t in texts if "expectations decided so far" in t), "")
decided = int(re.search(r"(\d+) of \d+ expectations decided", status).group(1)) if status else -1
if decided != 0:
    fail("the status does not say no expectation is decided yet: " + status)
for e in lesson["expectations"]:
    if e.get("name") and e["name"] in everything:
        fail("an undecided expectation is read: " + e["name"])

# The diagram: each message drawn so far, in words, in time order, none after the cursor.
cursor = next((t for t in texts if re.search(r"t = [\d.]+ (ms|s)", t)), None)
cursor_ms = clock_ms(re.search(r"t = ([\d.]+ (ms|s|min|h))", cursor).group(1)) if cursor else None
diagram = next((node for role, name, node in nodes if role == "list" and name == "Sequence diagram"), None)
if diagram is None:
    fail("the sequence diagram is not read as a list")
else:
    items = [diagram.getChildAtIndex(i).name for i in range(diagram.childCount)]
    print("diagram at %s: %d items" % (cursor.strip() if cursor else "?", len(items)))
    for item in items:
        print("  " + item)
    if len(items) < 4:
        fail("the diagram lists %d messages at the question, not the 4 drawn" % len(items))
    times = []
    for item in items:
        m = re.search(r"sent at ([\d.]+ (?:ms|s|min|h))", item) or re.search(r", ([\d.]+ (?:ms|s|min|h))$", item)
        if not m:
            fail("a diagram item says no time: " + item)
            continue
        times.append(clock_ms(m.group(1)))
        if " from " not in item and ", at " not in item:
            fail("a diagram item says neither sender nor lane: " + item)
        if cursor_ms is not None and times[-1] > cursor_ms:
            fail("a diagram item lies past the cursor (%s): %s" % (cursor.strip(), item))
    if times != sorted(times):
        fail("the diagram's items are not in time order: %s" % times)
    # The reply the question is about is on its way, not yet taken.
    reply = [i for i in items if i.startswith("stock.level") and "correlation ID 102" in i]
    if not reply or not reply[0].endswith("on its way"):
        fail("the hats reply is not read as on its way: %s" % reply)

# The reveal is read once asked for.
key("r")
everything = "\n".join(name for _, name, _ in shown_nodes(app))
if step["reveal"] not in everything:
    fail("the reveal is not read once revealed")

if problems:
    sys.exit("%d problem(s) a screen reader user would meet" % len(problems))
print("ok: the question, %d choices and the diagram are read in words; nothing past the cursor"
      % len(step["choices"]))
