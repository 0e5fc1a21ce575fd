#!/usr/bin/env python3
"""Try walk-then-act and speech against a real server through `play --headless`, and count.

    OHOL_ACCOUNT_KEY=any OHOL_SERVER_PASSWORD=... \
      python3 scripts/real-trial.py --port 8005 --email me@x --tries 20 --log trial.jsonl

Walk-then-act: picks targets from `scan` (Stones and Wild Gooseberry Bushes with empty hands,
a Big Hard Rock while holding a Stone, an empty tile to drop on otherwise), preferring targets
diagonal to us, far away, or with blocked sides (read from the objects' blocksWalking), and
sends `use DX DY` / `drop DX DY`. For each try it prints the target, the command the client
sent, how the client answered (`done` and its change, `refused` and its reason, `error` (a
refusal before anything was sent, or trouble), or nothing), the time from the `sent` line to the
answer (`ms`; the client judges at the end of the server's frame) and to the first PU about us
(`pu_ms`), and where we stood afterwards: on the target, at a side (W/E/S/N) or a corner (SW...).
Timestamps are taken here, as lines are read.

Speech (`--speech`): the first lines written are `say HELLO`, `say ONE`, `say TWO`, `say THREE`
at once; it reports the `said` events about us, their order and the time between them
(`--tries 0` for speech alone).

A life born as a baby (a woman near was fertile) cannot walk before 0.2 years: the script quits
it and logs in again with another email after --baby-wait seconds.

Every line read is written to --log with the time it was read (seconds since start).
Needs the built jar (`mvn -B -q package -DskipTests`) and the game data (--data).
"""
import argparse
import json
import os
import queue
import statistics
import subprocess
import sys
import threading
import time

START = time.monotonic()


def now():
    return time.monotonic() - START


class Client:
    def __init__(self, args, email):
        cmd = ["java", "-jar", args.jar, "play", "--headless", "--host", args.host, "--port", str(args.port),
               "--email", email, "--data", args.data]
        env = dict(os.environ)
        env.setdefault("OHOL_ACCOUNT_KEY", "anything")
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, env=env, bufsize=1)
        self.lines = queue.Queue()
        self.log = open(args.log, "a") if args.log else None
        self.player = None
        self.held_id = 0
        self.age = None
        self.seen = {}
        self.alive = True
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()

    def _read(self):
        for raw in self.proc.stdout:
            t = now()
            if self.log:
                self.log.write(json.dumps({"t": round(t, 4), "line": raw.rstrip("\n")}) + "\n")
                self.log.flush()
            try:
                obj = json.loads(raw)
            except ValueError:
                continue
            self.lines.put((t, obj))
        self.lines.put((now(), None))

    def _read_err(self):
        for raw in self.proc.stderr:
            if self.log:
                self.log.write(json.dumps({"t": round(now(), 4), "stderr": raw.rstrip("\n")}) + "\n")

    def send(self, line):
        if self.log:
            self.log.write(json.dumps({"t": round(now(), 4), "input": line}) + "\n")
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def events(self, timeout):
        """Yields (time, object) until timeout seconds pass without end."""
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return
            try:
                t, obj = self.lines.get(timeout=left)
            except queue.Empty:
                return
            if obj is None:
                self.alive = False
                return
            if obj.get("tag") == "PU":
                for pl in obj["data"].get("players", []):
                    if "held" in pl:
                        self.seen[pl.get("playerId")] = pl
                    if pl.get("playerId") == self.player and self.player is not None and "held" in pl:
                        self.held_id = (pl.get("held") or {}).get("id", 0)
            if obj.get("event") == "life_began":
                self.player = obj["playerId"]
                first = self.seen.get(self.player, {})
                self.age = first.get("age")
                self.held_id = (first.get("held") or {}).get("id", 0)
            if obj.get("event") == "died" and obj.get("us"):
                self.alive = False
            yield t, obj

    def wait_event(self, name, timeout=15):
        for t, obj in self.events(timeout):
            if obj.get("event") == name:
                return t, obj
        return None, None

    def query(self, line, name):
        self.send(line)
        return self.wait_event(name)[1]

    def close(self):
        try:
            self.send("quit")
        except (BrokenPipeError, ValueError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


BLOCKING = {}


def blocks(data, obj_id):
    if obj_id not in BLOCKING:
        value = False
        try:
            with open(os.path.join(data, "objects", f"{obj_id}.txt")) as f:
                for line in f:
                    if line.startswith("blocksWalking="):
                        value = line.split(",")[0].split("=")[1].strip() == "1"
                        break
        except OSError:
            pass
        BLOCKING[obj_id] = value
    return BLOCKING[obj_id]


SIDES = {(-1, 0): "W", (1, 0): "E", (0, -1): "S", (0, 1): "N"}
CORNERS = {(-1, -1): "SW", (1, -1): "SE", (-1, 1): "NW", (1, 1): "NE"}


def place(rel):
    if rel == (0, 0):
        return "on"
    return SIDES.get(rel) or CORNERS.get(rel) or f"{rel[0]},{rel[1]} away"


def pick(entries, held_name, data, tried, other=False):
    """The most interesting target for what we hold: (verb, dx, dy, name, blocked sides).
    With empty hands and other=True: anything but Stones and bushes (trees, plants, holes...)."""
    occupied = {(e["dx"], e["dy"]): e for e in entries}

    def blocked_sides(dx, dy):
        return sum(1 for (sx, sy) in SIDES if (dx + sx, dy + sy) in occupied
                   and blocks(data, occupied[(dx + sx, dy + sy)]["id"]))

    def score(e):
        dx, dy = e["dx"], e["dy"]
        diag = dx != 0 and dy != 0
        far = max(abs(dx), abs(dy))
        sides = blocked_sides(dx, dy)
        return (3 if abs(dx) == abs(dy) and diag else (1 if diag else 0)) + 2 * sides + min(far, 6) / 3 \
            - (5 if (e["x"], e["y"]) in tried else 0) - (20 if sides == 4 else 0)

    if held_name == "":
        wanted = ("Stone", "Wild Gooseberry Bush")
    elif held_name == "Stone":
        wanted = ("Big Hard Rock",)
    else:
        wanted = ()
    cands = [e for e in entries if e["name"] in wanted and (e["dx"], e["dy"]) != (0, 0)]
    if held_name == "" and (other or not cands):
        cands = [e for e in entries if e["name"] not in wanted and (e["dx"], e["dy"]) != (0, 0)
                 and "Grave" not in e["name"] and "Bones" not in e["name"]] or cands
    if cands:
        best = max(cands, key=score)
        return "use", best["dx"], best["dy"], best["name"], blocked_sides(best["dx"], best["dy"])
    # drop what we hold on an empty tile, diagonal and a few tiles off, ideally with blocked sides
    empties = []
    for dx in range(-5, 6):
        for dy in range(-5, 6):
            if (dx, dy) in occupied or (dx, dy) == (0, 0):
                continue
            empties.append({"dx": dx, "dy": dy, "x": dx, "y": dy, "name": "empty tile"})
    best = max(empties, key=score)
    return "drop", best["dx"], best["dy"], "empty tile (dropping " + held_name + ")", \
        blocked_sides(best["dx"], best["dy"])


def walk_then_act(args):
    results = []
    life = 0
    client = None
    tried = set()
    spoken = False
    while len(results) < args.tries or (args.speech and not spoken):
        if client is None or not client.alive:
            if client:
                client.close()
            life += 1
            email = args.email if life == 1 else args.email.replace("@", f"+{life}@")
            client = Client(args, email)
            if args.speech and not spoken:
                for line in SPEECH:
                    client.send(line)
            t, began = client.wait_event("life_began", 60)
            if not began:
                print("no life began", file=sys.stderr)
                return results
            if client.age is not None and client.age < args.min_age:
                # a baby (born to a woman near): it cannot walk before 0.2 years nor pick most things up
                print(json.dumps({"life": life, "born": "baby", "age": client.age,
                                  "note": f"quitting, next login in {args.baby_wait} s"}), flush=True)
                client.close()
                client = None
                for _ in range(int(args.baby_wait)):
                    time.sleep(1)
                continue
            if args.speech and not spoken:
                hear(client, args.timeout)
                spoken = True
                if len(results) >= args.tries:
                    break
            for _ in client.events(2):  # let the map arrive
                pass
        me = client.query("look 0 0", "look")
        if not me:
            client.alive = False
            continue
        origin = (me["tile"]["x"], me["tile"]["y"])
        held = object_name(args.data, client.held_id)
        scan = client.query(f"scan {args.radius}", "scan")
        if not scan:
            client.alive = False
            continue
        entries = scan["entries"]
        for e in entries:
            e["x"], e["y"] = origin[0] + e["dx"], origin[1] + e["dy"]
        verb, dx, dy, name, sides = pick(entries, held, args.data, tried,
                                         other=args.others and len(results) % args.others == args.others - 1)
        if verb == "drop" and held == "Stone":  # no rock near: look farther (a walk of several legs)
            far = client.query(f"scan {args.radius * 2}", "scan")
            if far:
                for e in far["entries"]:
                    e["x"], e["y"] = origin[0] + e["dx"], origin[1] + e["dy"]
                if any(e["name"] == "Big Hard Rock" for e in far["entries"]):
                    verb, dx, dy, name, sides = pick(far["entries"], held, args.data, tried)
        target = (origin[0] + dx, origin[1] + dy)
        tried.add(target)
        client.send(f"{verb} {dx} {dy}")
        sent_t, sent, answer_t, answer, errors, pu_t = None, None, None, None, [], None
        for t, obj in client.events(args.timeout):
            ev = obj.get("event")
            if sent is not None and pu_t is None and obj.get("tag") == "PU" and any(
                    pl.get("playerId") == client.player for pl in obj["data"].get("players", [])):
                pu_t = t
            if ev == "sent" and sent is None:
                sent_t, sent = t, obj
            elif ev in ("done", "refused") and sent is not None:
                answer_t, answer = t, obj
                break
            elif ev in ("refused", "error"):
                errors.append(obj.get("reason") or obj.get("message"))
                if sent is None:
                    break
            elif ev == "died" and obj.get("us"):
                errors.append("died: " + obj.get("sentence", ""))
                break
        after = client.query("look 0 0", "look")
        end = (after["tile"]["x"], after["tile"]["y"]) if after else None
        rel = (end[0] - target[0], end[1] - target[1]) if end else None
        kind = answer["event"] if answer else ("error" if errors else "silent")
        detail = (answer.get("change") or answer.get("reason")) if answer else "; ".join(map(str, errors))
        ms = round((answer_t - sent_t) * 1000, 1) if answer else None
        pu_ms = round((pu_t - sent_t) * 1000, 1) if pu_t else None
        r = {"try": len(results) + 1, "life": life, "verb": verb, "target": name, "offset": [dx, dy],
             "blocked_sides": sides, "command": sent["command"] if sent else None, "answer": kind,
             "detail": detail, "ms": ms, "pu_ms": pu_ms, "ended": place(rel) if rel else "?", "held_before": held,
             "held_after": object_name(args.data, client.held_id)}
        results.append(r)
        print(json.dumps(r), flush=True)
        for _ in client.events(args.pause):
            pass
    if client:
        client.close()
    return results


def object_name(data, obj_id):
    """The object's name as the data files give it (line 2, before any # comment); "" for nothing."""
    if not obj_id:
        return ""
    try:
        with open(os.path.join(data, "objects", f"{obj_id}.txt")) as f:
            f.readline()
            return f.readline().split("#")[0].strip()
    except OSError:
        return f"#{obj_id}"


SPEECH = ("say HELLO", "say ONE", "say TWO", "say THREE")


def hear(client, timeout):
    """Reports the lines we said (`said` events about us), their order and the time between them."""
    said = []
    for t, obj in client.events(timeout):
        if obj.get("event") == "said" and obj.get("us"):
            said.append((round(t, 3), obj["text"]))
            print(json.dumps({"t": round(t, 3), "said": obj["text"], "sentence": obj.get("sentence")}), flush=True)
            if len(said) == len(SPEECH):
                break
        elif obj.get("event") in ("refused", "error"):
            print(json.dumps({"t": round(t, 3), "error": obj.get("reason") or obj.get("message")}), flush=True)
    texts = [s for _, s in said]
    gaps = [round(b[0] - a[0], 3) for a, b in zip(said, said[1:])]
    print(json.dumps({"age_at_birth": client.age, "said": texts,
                      "in_order": texts == [line.split(" ", 1)[1] for line in SPEECH], "gaps_s": gaps}), flush=True)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8005)
    p.add_argument("--email", default="trial@x")
    p.add_argument("--data", default="../shared/ohol-data")
    p.add_argument("--jar", default="target/ohol-tui.jar")
    p.add_argument("--tries", type=int, default=20)
    p.add_argument("--radius", type=int, default=10)
    p.add_argument("--timeout", type=float, default=30, help="seconds to wait for an answer")
    p.add_argument("--pause", type=float, default=0.5, help="seconds between tries")
    p.add_argument("--others", type=int, default=4, help="every Nth try with empty hands aims at other things")
    p.add_argument("--min-age", type=float, default=3, help="a life born younger is a baby: quit and log in again")
    p.add_argument("--baby-wait", type=float, default=60, help="seconds to wait after a baby life")
    p.add_argument("--log", help="file to append every line read, with its time")
    p.add_argument("--speech", action="store_true",
                   help="first say HELLO, ONE, TWO, THREE at once and report what was said (then the tries)")
    args = p.parse_args()
    results = walk_then_act(args)
    counts = {}
    for r in results:
        counts[r["answer"]] = counts.get(r["answer"], 0) + 1
    times = [r["ms"] for r in results if r["ms"] is not None]
    ended = {}
    for r in results:
        key = "side" if r["ended"] in SIDES.values() else ("corner" if r["ended"] in CORNERS.values() else r["ended"])
        ended[key] = ended.get(key, 0) + 1
    summary = {"tries": len(results), "answers": counts, "ended": ended}
    if times:
        summary["answer_ms"] = {"median": statistics.median(times), "max": max(times), "min": min(times)}
    pus = [r["pu_ms"] for r in results if r["pu_ms"] is not None]
    if pus:
        summary["first_pu_ms"] = {"median": statistics.median(pus), "max": max(pus), "min": min(pus)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
