#!/usr/bin/python3
"""What a screen reader reads of Corrsim at a predict pause, through AT-SPI as Orca reads it.

Run by run.sh inside its own D-Bus session, with the app already started in presentation
mode on a lesson, in English or in a language the lesson has texts for (then the lesson's
words come from its texts file and the app's from its translation). Presses the
clicker's key until the lesson asks its question,
then checks the accessible tree: the question and its choices are there in words, the
sequence diagram lists each message drawn so far in words and in time order, and nothing
past the cursor is (the reveal, later notes, undecided expectations, later messages).
Each new note, the question with its choices and the answer are announced as they
appear (a notification that starts showing, which Orca speaks); the answer not before.
Then reveals the answer and checks it is read and announced.

    walk.py LESSON_FILE APP_PID [LANGUAGE TEXTS_FILE TRANSLATION_TS]"""

import json
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

import xml.etree.ElementTree as ET

lesson_file, app_pid = sys.argv[1], int(sys.argv[2])
language = sys.argv[3] if len(sys.argv) > 3 else "en"
lesson = json.load(open(lesson_file))
translation = {}
if language != "en":
    # The lesson as the class reads it: each of its texts file's JSON pointers over the lesson.
    for pointer, text in json.load(open(sys.argv[4]))["texts"].items():
        *parents, last = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]
        node = lesson
        for p in parents:
            node = node[int(p)] if isinstance(node, list) else node[p]
        node[int(last) if isinstance(node, list) else last] = text
    for message in ET.parse(sys.argv[5]).getroot().iter("message"):
        t = message.find("translation")
        if t is not None and t.text:
            translation[message.find("source").text] = t.text
problems = []


def ui(words):
    """The app's words as the window shows them in the language under test."""
    return translation.get(words, words) if language != "en" else words


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


heard = []  # what the app announced, in order: each notification that started showing


def on_showing(event):
    try:
        if event.detail1 and event.source.getRole() == pyatspi.ROLE_NOTIFICATION:
            heard.append(event.source.name or "")
    except Exception:
        pass



def listen(seconds):
    """Waits, delivering the app's accessibility events meanwhile."""
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def hear(what, seconds=5):
    """Whether an announcement containing `what` came, waiting up to `seconds` for it (a
    loaded machine delivers it late)."""
    end = time.time() + seconds
    while not any(what in h for h in heard) and time.time() < end:
        listen(0.1)
    return any(what in h for h in heard)


def key(name):
    subprocess.run(["xdotool", "key", name], check=True)
    listen(0.4)


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
# Listened to once the app is on the bus and settled: Qt asks which events are listened
# to and only then subscribes to news of more, so a listener that comes in between is
# never told of (Orca, started first, is not caught so).
pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
listen(0.5)
step = next(n for n in lesson["narrative"] if "ask" in n)
later = lesson["narrative"][lesson["narrative"].index(step) + 1:]

def settled():
    """The tree once the cursor has stopped: a step plays to the next note at the lesson's
    speed, and a press while it plays would pause it instead of stepping on."""
    last = None
    for _ in range(40):
        nodes = shown_nodes(app)
        clock = [name for _, name, _ in nodes if re.search(r"t = [\d.,]+", name)]
        if clock == last:
            return nodes
        last = clock
        listen(0.3)
    return nodes


# The clicker's key until the question is asked (the reveal button shows).
asked = False
for _ in range(30):
    nodes = settled()
    if any(role == "push button" and name.startswith(ui("Reveal the answer (R)")[:12]) for role, name, _ in nodes):
        asked = True
        break
    key("space")
if not asked:
    sys.exit("FAIL: the predict step never came (buttons shown: %s)"
             % [name for role, name, _ in nodes if role == "push button"])
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

# The question and its choices are announced as they appear, as Orca speaks a
# notification that starts showing; the answer is not.
hear(step["ask"])
announced = [h for h in heard if step["ask"] in h]
if not announced:
    fail("the question is not announced (heard: %s)" % [h[:60] for h in heard])
elif not all(choice in announced[-1] for choice in step["choices"]):
    fail("the question is announced without its choices: " + announced[-1])
else:
    print("announced: " + announced[-1])
if any(step["reveal"] in h for h in heard):
    fail("the answer is announced before it is revealed")

# Nothing past the cursor.
for secret, what in [(step["reveal"], "the reveal")] + [(n["text"], "a later note") for n in later]:
    if secret in everything:
        fail(what + " is read before its time: " + secret[:60])
decided_words = re.escape(ui("%1 of %2 expectations decided so far")).replace("%1", r"(\d+)").replace("%2", r"\d+")
status = next((m for m in (re.search(decided_words, t) for t in texts) if m), None)
decided = int(status.group(1)) if status else -1
if decided != 0:
    fail("the status does not say no expectation is decided yet: %s" % [t for t in texts if "%" not in t][-3:])
for e in lesson["expectations"]:
    if e.get("name") and e["name"] in everything:
        fail("an undecided expectation is read: " + e["name"])

# The diagram: each message drawn so far, in words, in time order, none after the cursor.
cursor = next((t for t in texts if re.search(r"t = [\d.]+ (ms|s)", t)), None)
cursor_ms = clock_ms(re.search(r"t = ([\d.]+ (ms|s|min|h))", cursor).group(1)) if cursor else None
diagram = next((node for role, name, node in nodes if role == "list" and name == ui("Sequence diagram")), None)
if diagram is None:
    fail("the sequence diagram is not read as a list")
else:
    items = [diagram.getChildAtIndex(i).name for i in range(diagram.childCount)]
    print("diagram at %s: %d items" % (cursor.strip() if cursor else "?", len(items)))
    for item in items:
        print("  " + item)
    if not items or not all(i.strip() for i in items):
        fail("the diagram lists no message in words at the question")
    if language != "en":  # how a message is said is the translation's (tst_translations reads it)
        items = []
    elif lesson["name"] == "eip-stock-check" and len(items) < 4:
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
    if items and lesson["name"] == "eip-stock-check" and (not reply or not reply[0].endswith("on its way")):
        fail("the hats reply is not read as on its way: %s" % reply)

# The reveal is read once asked for.
key("r")
everything = "\n".join(name for _, name, _ in shown_nodes(app))
if step["reveal"] not in everything:
    fail("the reveal is not read once revealed")
if not hear(step["reveal"]):
    fail("the reveal is not announced (last heard: %s)" % (heard[-1][:80] if heard else "nothing"))

if problems:
    sys.exit("%d problem(s) a screen reader user would meet" % len(problems))
print(language + ": the question, %d choices and the diagram are read in words; nothing past the cursor; "
      "%d announcements heard" % (len(step["choices"]), len(heard)))
