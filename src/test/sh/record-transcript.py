#!/usr/bin/env python3
"""Records one TCP session with a One Hour One Life server, byte for byte, in the capture format
(see src/test/resources/dialects/README.md): `<dir> <millis> <length>\\n<bytes>\\n` per recv()/send().

    record-transcript.py HOST PORT OUT.cap STEP...

Steps, run in order:
    send:TEXT        sends TEXT (add the # yourself)
    wait:SECONDS     waits
    until:TEXT       waits (at most 10 s) until the server's bytes so far contain TEXT
    login:EMAIL      answers a 2016 SN with LOGIN EMAIL hmac(password, seq) hmac(key, seq)#
                     (password from OHOL_SERVER_PASSWORD, key from OHOL_ACCOUNT_KEY)
The server's bytes keep being recorded until the last step is done and 1 s has passed.
"""
import hashlib, hmac, os, socket, sys, threading, time

host, port, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
steps = sys.argv[4:]
sock = socket.create_connection((host, port))
start = time.monotonic()
records, received = [], bytearray()
lock = threading.Condition()

def now():
    return int((time.monotonic() - start) * 1000)

def reader():
    while True:
        try:
            data = sock.recv(65536)
        except OSError:
            data = b""
        with lock:
            if not data:
                records.append(("E", now(), b""))
                lock.notify_all()
                return
            records.append(("S", now(), data))
            received.extend(data)
            lock.notify_all()

def until(text, timeout=10.0):
    deadline = time.monotonic() + timeout
    with lock:
        while text.encode() not in received:
            left = deadline - time.monotonic()
            if left <= 0 or (records and records[-1][0] == "E"):
                sys.exit("record-transcript: never saw " + repr(text))
            lock.wait(left)

def send(data):
    with lock:
        records.append(("C", now(), data))
    sock.sendall(data)

def sign(key, seq):
    return hmac.new(key.encode(), seq.encode(), hashlib.sha1).hexdigest().upper()

threading.Thread(target=reader, daemon=True).start()
for step in steps:
    verb, _, arg = step.partition(":")
    if verb == "send":
        send(arg.encode())
    elif verb == "wait":
        time.sleep(float(arg))
    elif verb == "until":
        until(arg)
    elif verb == "login":
        until("#")
        with lock:
            seq = bytes(received).split(b"\n")[1].decode()
        pw = os.environ.get("OHOL_SERVER_PASSWORD", "testPassword")
        key = os.environ.get("OHOL_ACCOUNT_KEY", "AAAABBBBCCCCDDDDEEEE")
        send(("LOGIN %s %s %s#" % (arg, sign(pw, seq), sign(key, seq))).encode())
    else:
        sys.exit("record-transcript: unknown step " + step)
time.sleep(1.0)
sock.close()
time.sleep(0.2)
with lock, open(out, "wb") as f:
    for d, ms, data in records:
        if d == "E":
            continue
        f.write(b"%s %d %d\n" % (d.encode(), ms, len(data)))
        f.write(data)
        f.write(b"\n")
