#!/usr/bin/env python3
"""Time from launch to the first frame a player would see, read off the terminal's own bytes.

Runs COMMAND on a pseudo-terminal of 100x30, reads what it writes as it comes (blocking: the
reader takes no CPU from the client while it waits, unlike polling a tmux pane), answers the
cursor-position question a terminal answers, and stops the clock when TEXT shows in the output
with its escape sequences taken out. Prints each run's milliseconds and their median.

    python3 src/test/sh/first-frame-pty.py 9 'food 18/18' target/ohol-tui practice --data ../shared/ohol-data
"""
import fcntl
import os
import pty
import re
import select
import signal
import statistics
import struct
import sys
import termios
import time

ESCAPES = re.compile(rb"\x1b(\[[0-9;?]*[ -/]*[@-~]|\][^\x07]*\x07|[()][0-9A-Za-z]|[=>78DEHM])")


def one_run(text, command):
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    seen = b""
    shown = None
    try:
        while time.monotonic() - start < 30:
            ready, _, _ = select.select([fd], [], [], 1.0)
            if not ready:
                continue
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            if b"\x1b[6n" in chunk:
                # asked where the cursor is (how a terminal's size is found): a terminal answers
                # at once, with the cursor in the far corner where the client put it
                os.write(fd, b"\x1b[30;100R")
            seen += chunk
            if text in ESCAPES.sub(b"", seen):
                shown = (time.monotonic() - start) * 1000
                break
    finally:
        os.kill(pid, signal.SIGTERM)
        # read on until it is gone, so it never blocks on a full terminal
        end = time.monotonic() + 5
        while time.monotonic() < end:
            if os.waitpid(pid, os.WNOHANG)[0] == pid:
                break
            try:
                if select.select([fd], [], [], 0.05)[0]:
                    os.read(fd, 65536)
            except OSError:
                pass
        else:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        os.close(fd)
    if shown is None:
        sys.exit("no '%s' after 30 s" % text.decode())
    return shown


def main():
    runs = int(sys.argv[1])
    text = sys.argv[2].encode()
    command = sys.argv[3:]
    times = []
    for _ in range(runs):
        ms = one_run(text, command)
        print("%.0f ms" % ms)
        times.append(ms)
        time.sleep(0.3)
    print("median %.0f ms over %d runs (min %.0f, max %.0f)" % (statistics.median(times), runs, min(times), max(times)))


if __name__ == "__main__":
    main()
