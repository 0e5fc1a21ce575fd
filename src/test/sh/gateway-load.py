#!/usr/bin/env python3
"""Load on an SSH server that serves ohol-tui, driven by OpenSSH's own client (ssh -tt), each
player on a pseudo-terminal of its own (80x24).

  gateway-load.py memory  PORT N PIDS...   N players log in; prints the memory (PSS) of PIDS
                                           (and all their descendants) before and after, per player
  gateway-load.py latency PORT N SECONDS   N players walk (east, west, a key a second each,
                                           staggered); prints key-to-screen times, p50/p95/p99/max:
                                           from the key written to the first bytes that change
                                           what only our own step changes on our screen (the
                                           "Near you" panel's directions and distances, our
                                           position, the tile we stand on), read from a
                                           terminal model of each player's screen; and per
                                           player the longest gap between two frames while
                                           walking (the worst player's, and the median player's)
  gateway-load.py latency PORT N SECONDS FLOOD
                                           the same while one hostile connection floods, started
                                           once the N players are in: OpenSSH's multiplexing asks
                                           FLOOD players of it, each sending walking keys as fast
                                           as ssh writes them and asking again FLOOD_AGAIN (5) s
                                           after the gateway ended it (30 s after it refused it);
                                           prints what the flood asked for and was given
  gateway-load.py step    PORT STEPS       one player stands still 10 s, then walks STEPS steps
                                           centred and STEPS in edge-scroll mode (z); prints
                                           the bytes the gateway sent per idle second and per
                                           step (TCP payload plus 52 B per data segment: mean,
                                           p50, p95, max), and per step both ways with every
                                           segment (keys and acknowledgements too), from the
                                           kernel's socket counters (ss -ti)
  gateway-load.py cycles  PORT N PID       N connect/disconnect cycles (10 at a time); prints the
                                           threads, open files and memory of PID before and after

Environment: SSH_KEY (identity file), SSH_USER (default: player), PARALLEL (cycles at once).

The gateway under test, e.g.:
  java -jar target/ohol-tui.jar serve --ssh-port 2222 --practice --eves --food-seconds 600 \
      --max-sessions 100 --max-per-address 100 --max-unauthenticated-per-address 100 --data OneLifeData7
(--eves: every player is born an Eve and walks, none a baby that crawls; --food-seconds: nobody
starves during a run; the per-address limits: all players come from 127.0.0.1, many logging in at once).
The alternative, OpenSSH's sshd starting one client per login (SSH_USER=root, or any local user):
  sshd_config: Port 2223, ListenAddress 127.0.0.1, HostKey FILE, AuthorizedKeysFile FILE,
  PasswordAuthentication no, UsePAM no, ForceCommand "java -jar .../ohol-tui.jar practice --eves --data DIR"
  then /usr/sbin/sshd -f sshd_config, and "memory 2223 N SSHD_PID" counts sshd and its children.
"""
import fcntl, os, pty, re, select, signal, struct, subprocess, sys, tempfile, termios, threading, time

# A small terminal: enough of VT100 (cursor moves, erases, characters deleted and inserted, text)
# to rebuild what a player sees.
CSI = re.compile(rb"\x1b\[([?0-9;]*)([A-Za-z@])|\x1b[()][0-9A-Za-z]|\x1b[=>78]|([\x00-\x1f])|([^\x1b\x00-\x1f]+)")
class Screen:
    def __init__(self, cols=80, rows=24):
        self.cols, self.rows = cols, rows
        self.grid = [[" "] * cols for _ in range(rows)]
        self.r = self.c = 0
        self.rest = b""
    def feed(self, data):
        data = self.rest + data
        self.rest = b""
        i = 0
        changed = set()
        while i < len(data):
            if data[i] == 0x1b:
                m = CSI.match(data, i)
                if not m or m.end() == len(data) and m.group(2) is None and m.group(0) in (b"\x1b", b"\x1b["):
                    self.rest = data[i:]; break
                if m.group(2):
                    args, op = m.group(1), m.group(2)
                    if op in (b"H", b"f"):
                        p = [int(x) if x else 1 for x in args.split(b";")] if args else [1, 1]
                        p += [1] * (2 - len(p))
                        self.r, self.c = min(self.rows - 1, p[0] - 1), min(self.cols - 1, p[1] - 1)
                    elif op in (b"A", b"B", b"C", b"D"):  # relative moves, as the screen's painter sends
                        n = int(args) if args and args.isdigit() else 1
                        if op == b"A": self.r = max(0, self.r - n)
                        elif op == b"B": self.r = min(self.rows - 1, self.r + n)
                        elif op == b"C": self.c = min(self.cols - 1, self.c + n)
                        else: self.c = max(0, min(self.c, self.cols - 1) - n)
                    elif op == b"J" and args in (b"2", b"3"):
                        self.grid = [[" "] * self.cols for _ in range(self.rows)]
                    elif op == b"X":  # erase characters: blanks from the cursor, which stays
                        n = int(args) if args and args.isdigit() else 1
                        for c in range(self.c, min(self.cols, self.c + n)):
                            self.grid[self.r][c] = " "; changed.add(self.r)
                    elif op in (b"P", b"@"):  # characters deleted or inserted: the rest of the row moves
                        n = int(args) if args and args.isdigit() else 1
                        line, c = self.grid[self.r], min(self.c, self.cols - 1)
                        if op == b"P":
                            line[c:] = line[c + n:] + [" "] * min(n, self.cols - c)
                        else:
                            line[c:] = ([" "] * n + line[c:])[: self.cols - c]
                        changed.add(self.r)
                    elif op == b"K":
                        for c in range(self.c, self.cols):
                            self.grid[self.r][c] = " "; changed.add(self.r)
                i = m.end(); continue
            m = CSI.match(data, i)
            if m is None:
                i += 1; continue
            if m.group(3):
                ch = m.group(3)
                if ch == b"\r": self.c = 0
                elif ch == b"\n": self.r = min(self.rows - 1, self.r + 1)
                elif ch == b"\x08": self.c = max(0, self.c - 1)
            elif m.group(4):
                text = m.group(4)
                try:
                    s = text.decode("utf-8")
                except UnicodeDecodeError:
                    # an incomplete character at the end: keep it for the next read
                    cut = len(text)
                    while cut > 0:
                        try:
                            s = text[:cut].decode("utf-8"); break
                        except UnicodeDecodeError:
                            cut -= 1
                    self.rest = text[cut:] + data[m.end():]
                    text = text[:cut]
                    s = text.decode("utf-8", "replace")
                    for ch in s:
                        if self.c < self.cols:
                            self.grid[self.r][self.c] = ch; changed.add(self.r)
                        self.c += 1
                    return changed
                for ch in s:
                    if self.c < self.cols:
                        self.grid[self.r][self.c] = ch; changed.add(self.r)
                    self.c += 1
            i = m.end()
        return changed
    def row(self, r):
        return "".join(self.grid[r])
    def text(self):
        return "\n".join(self.row(r) for r in range(self.rows))


def ssh_args(port):
    key = os.environ.get("SSH_KEY")
    args = ["ssh", "-tt", "-p", str(port), "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
            "-o", "LogLevel=ERROR", "-o", "BatchMode=yes"]
    if key:
        args += ["-i", key, "-o", "IdentitiesOnly=yes"]
    return args + [os.environ.get("SSH_USER", "player") + "@127.0.0.1"]


class Player:
    def __init__(self, port, columns=80, rows=24):
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.proc = subprocess.Popen(ssh_args(port), stdin=slave, stdout=slave, stderr=slave,
                                     start_new_session=True, close_fds=True)
        os.close(slave)
        self.fd = master
        self.out = bytearray()
        self.frames = []  # (time, bytes)
        self.screen = Screen(columns, rows)
        self.mine = []  # times at which what only our own step changes changed on the screen
        self.lock = threading.Lock()

    def pump(self, timeout=0.0):
        r, _, _ = select.select([self.fd], [], [], timeout)
        if r:
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                return False
            now = time.monotonic()
            with self.lock:
                self.out += data
                if len(self.out) > 1 << 20:
                    del self.out[: len(self.out) - (1 << 19)]
                self.frames.append((now, bytes(data)))
                if len(self.frames) > 4000:
                    del self.frames[:2000]
                before = self.own_view()
                self.screen.feed(bytes(data))
                if self.own_view() != before:
                    self.mine.append(now)
                    if len(self.mine) > 4000:
                        del self.mine[:2000]
            if b"\x1b[6n" in data:  # a terminal answers where its cursor is
                os.write(self.fd, b"\x1b[24;80R")
            return bool(data)
        return True

    def own_view(self):
        """What changes on this screen only when we walk: our position (status line), the
        "Near you" panel (directions and distances from us; the right-hand third of the map
        rows) and the tile we stand on (the "Here:" line)."""
        g = self.screen
        panel = "".join(g.row(r)[g.cols * 2 // 3:] for r in range(2, g.rows - 3))
        return g.row(1)[:16] + panel + g.row(g.rows - 3)

    def key(self, k):
        os.write(self.fd, k.encode())

    def has(self, text):
        with self.lock:
            return text.encode() in self.out

    def close(self):
        try:
            self.proc.send_signal(signal.SIGTERM)
            self.proc.wait(5)
        except Exception:
            self.proc.kill()
        try:
            os.close(self.fd)
        except OSError:
            pass


class Pump(threading.Thread):
    def __init__(self, players):
        super().__init__(daemon=True)
        self.players = players
        self.stop = False

    def run(self):
        while not self.stop:
            fds = {p.fd: p for p in list(self.players)}
            if not fds:
                time.sleep(0.01)
                continue
            r, _, _ = select.select(list(fds), [], [], 0.05)
            for fd in r:
                fds[fd].pump(0)


def wait_for(players, text, seconds=120):
    deadline = time.monotonic() + seconds
    for p in players:
        while not p.has(text):
            if time.monotonic() > deadline:
                sys.exit("a player never showed '%s': %r" % (text, bytes(p.out[-400:])))
            time.sleep(0.05)


def pss_kb(pids):
    seen, todo, total = set(), [int(p) for p in pids], 0
    while todo:
        pid = todo.pop()
        if pid in seen:
            continue
        seen.add(pid)
        try:
            # proportional: a page shared by several processes (the JVM's own files, the class-data
            # archive) counted once in all, not once per process
            with open("/proc/%d/smaps_rollup" % pid) as f:
                for line in f:
                    if line.startswith("Pss:"):
                        total += int(line.split()[1])
            with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
                todo += [int(c) for c in f.read().split()]
        except OSError:
            pass
    return total


def join(players, pump, n, port):
    for i in range(n):
        players.append(Player(port))
        time.sleep(0.3)
    wait_for(players, "food")


def memory(port, n, pids):
    before = pss_kb(pids)
    players, pump = [], None
    pump = Pump(players)
    pump.start()
    join(players, pump, n, port)
    time.sleep(5)
    after = pss_kb(pids)
    print("players %d  PSS before %d MB  after %d MB  per added player %.1f MB" % (
        n, before // 1024, after // 1024, (after - before) / 1024 / n))
    pump.stop = True
    pump.join()
    for p in players:
        p.close()


def percentile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


class Flood:
    """One SSH connection (a multiplexing master) asking for CHANNELS players, each walking as fast
    as ssh writes, each asking again when ended. A session the master is refused must not come
    back as a connection of its own (ssh falls back to one): ProxyCommand=false."""

    def __init__(self, port, channels):
        self.dir = tempfile.mkdtemp(prefix="ohol-flood-")
        self.sock = os.path.join(self.dir, "master")
        self.log = os.path.join(self.dir, "asked")
        key = os.environ.get("SSH_KEY")
        common = ["-p", str(port), "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                  "-o", "LogLevel=QUIET", "-o", "BatchMode=yes"] + (["-i", key, "-o", "IdentitiesOnly=yes"] if key else [])
        subprocess.run(["ssh", "-M", "-S", self.sock, "-N", "-f"] + common + ["flood@127.0.0.1"], check=True)
        again = os.environ.get("FLOOD_AGAIN", "5")
        loop = ('while [ -S "$0" ]; do echo . >>"$1"; began=$(date +%s); '
                'yes lh | tr -d "\\n" | ssh -S "$0" -o ProxyCommand=false -tt ' + " ".join(common) +
                ' flood@127.0.0.1 >/dev/null 2>&1; '
                'if [ $(($(date +%s) - began)) -lt 2 ]; then sleep 30; else sleep ' + again + '; fi; done')
        self.loops = [subprocess.Popen(["sh", "-c", loop, self.sock, self.log], start_new_session=True)
                      for _ in range(channels)]
        time.sleep(5)

    def stop(self, port):
        connections = len([l for l in subprocess.run(
            ["ss", "-tnH", "state", "established", "( sport = :%d )" % port],
            capture_output=True, text=True).stdout.splitlines() if l.strip()])
        subprocess.run(["ssh", "-S", self.sock, "-O", "exit", "flood@127.0.0.1"], capture_output=True)
        try:
            os.unlink(self.sock)
        except OSError:
            pass
        for l in self.loops:
            try:
                os.killpg(l.pid, signal.SIGTERM)
            except OSError:
                pass
        with open(self.log) as f:
            asked = len(f.readlines())
        return connections, asked


def latency(port, n, seconds, flood_channels=0):
    players = []
    pump = Pump(players)
    pump.start()
    join(players, pump, n, port)
    time.sleep(13)  # a newborn cannot walk in its first 12 s
    flood = Flood(port, flood_channels) if flood_channels else None
    for p in players:
        p.keys = []
    start = time.monotonic()
    end = start + seconds
    step = 0
    while time.monotonic() < end:
        for i, p in enumerate(players):
            if time.monotonic() >= end:
                break
            p.keys.append(time.monotonic())
            p.key("l" if step % 2 == 0 else "h")
            time.sleep(1.0 / n)
        time.sleep(0.3)
        step += 1
    time.sleep(3)  # the last answers
    # each key's answer: the first change of what only our step changes, before our next key
    times, unanswered, gaps = [], 0, []
    for p in players:
        with p.lock:
            mine = list(p.mine)
            ts = [t for (t, d) in p.frames if t >= start]
        bounds = p.keys[1:] + [float("inf")]
        for k, nxt in zip(p.keys, bounds):
            hit = [t for t in mine if k <= t < nxt]
            if hit:
                times.append((hit[0] - k) * 1000)
            else:
                unanswered += 1
        gaps.append(max([b - a for a, b in zip(ts, ts[1:])] or [float("nan")]))
    gaps.sort()
    print("players %d  keys %d answered, %d with no answer before the next key  key-to-screen ms p50 %.1f"
          "  p95 %.1f  p99 %.1f  max %.1f  longest gap between two frames of one player: worst player %.2f s,"
          " median player %.2f s" % (
              n, len(times), unanswered, percentile(times, 0.5), percentile(times, 0.95), percentile(times, 0.99),
              max(times) if times else float("nan"), gaps[-1], gaps[len(gaps) // 2]))
    if flood:
        connections, asked = flood.stop(port)
        print("flood: %d players asked for in all, over one connection; at its end %d connections to the"
              " gateway (ours and the flood's)" % (asked, connections))
    pump.stop = True
    pump.join()
    for p in players:
        p.close()


def counters(port):
    """The gateway's side of every connection to PORT, from the kernel's socket counters (ss -ti):
    bytes sent and received (TCP payload), data segments out, and all segments both ways."""
    out = subprocess.run(["ss", "-tinH", "state", "established", "( sport = :%d )" % port],
                         capture_output=True, text=True).stdout
    def total(key):
        return sum(int(x) for x in re.findall(r"\b" + key + r":(\d+)", out))
    return {"sent": total("bytes_sent"), "received": total("bytes_received"),
            "data_out": total("data_segs_out"), "segs": total("segs_out") + total("segs_in")}


def walk(p, port, n):
    """N steps (east, then back west), a key every 0.6 s; per step the bytes the gateway sent
    (payload + 52 B per data segment: what it puts on the wire for the step), and in all both
    ways with every segment (the key and the acknowledgements too)."""
    first = before = counters(port)
    per_step = []
    for i in range(n):
        p.key("l" if i < n // 2 else "h")
        time.sleep(0.6)
        after = counters(port)
        per_step.append((after["sent"] - before["sent"]) + 52 * (after["data_out"] - before["data_out"]))
        before = after
    both = (before["sent"] - first["sent"]) + (before["received"] - first["received"]) + 52 * (before["segs"] - first["segs"])
    if os.environ.get("STEPS_EACH"):
        print(" ".join(str(x) for x in per_step))
    return per_step, both / n


def steps(port, n):
    players = []
    pump = Pump(players)
    pump.start()
    join(players, pump, 1, port)
    p = players[0]
    time.sleep(13)
    idle = 10
    b0 = counters(port)
    time.sleep(idle)
    b1 = counters(port)
    print("standing still: %.0f B/s sent (payload + 52 B per data segment)" % (
        ((b1["sent"] - b0["sent"]) + 52 * (b1["data_out"] - b0["data_out"])) / idle))
    for mode in ("centred", "edge-scroll"):
        if mode == "edge-scroll":
            p.key("z")
            time.sleep(6)  # its notice passes
        per_step, both = walk(p, port, n)
        print("%s: %d steps, sent per step (payload + 52 B per data segment) mean %.0f B  p50 %.0f  p95 %.0f"
              "  max %.0f;  both ways with every segment %.0f B per step" % (
                  mode, n, sum(per_step) / n, percentile(per_step, 0.5), percentile(per_step, 0.95),
                  max(per_step), both))
    p.key("q"); time.sleep(0.3); p.key("y"); time.sleep(1)
    pump.stop = True
    pump.join()
    p.close()


def proc_state(pid):
    threads = 0
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("Threads:"):
                threads = int(line.split()[1])
    files = len(os.listdir("/proc/%d/fd" % pid))
    subprocess.run(["jcmd", str(pid), "GC.run"], capture_output=True)
    time.sleep(1)
    heap = subprocess.run(["jcmd", str(pid), "GC.heap_info"], capture_output=True, text=True).stdout
    used = sum(int(x) for x in re.findall(r"(?:generation|heap)\s+total \d+K, used (\d+)K", heap))
    return threads, files, pss_kb([pid]) // 1024, used // 1024


def cycles(port, n, pid):
    parallel = int(os.environ.get("PARALLEL", "10"))
    before = proc_state(pid)
    done = 0
    while done < n:
        batch = [Player(port) for _ in range(min(parallel, n - done))]
        deadline = time.monotonic() + 60
        for p in batch:
            while not p.has("food") and time.monotonic() < deadline:
                p.pump(0.05)
        for p in batch:
            p.close()
        done += len(batch)
    time.sleep(5)
    after = proc_state(pid)
    print("%d cycles  threads %d -> %d  open files %d -> %d  PSS %d -> %d MB  heap after GC %d -> %d MB" % (
        n, before[0], after[0], before[1], after[1], before[2], after[2], before[3], after[3]))


if __name__ == "__main__":
    what, port = sys.argv[1], int(sys.argv[2])
    if what == "memory":
        memory(port, int(sys.argv[3]), sys.argv[4:])
    elif what == "latency":
        latency(port, int(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5]) if len(sys.argv) > 5 else 0)
    elif what == "step":
        steps(port, int(sys.argv[3]))
    elif what == "cycles":
        cycles(port, int(sys.argv[3]), int(sys.argv[4]))
    else:
        sys.exit(__doc__)
