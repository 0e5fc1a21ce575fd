#!/usr/bin/env python3
"""Records byte-exact Crossfire sessions against a real server (the capture format of
src/test/resources/crossfire/README.md): one record per recv() or send().

  crossfire-capture.py newchar NAME PASSWORD OUT.cap     create NAME, walk, drop and pick up, say
  crossfire-capture.py shout LISTENER SHOUTER PASSWORD OUT.cap
                                                          LISTENER (recorded) hears SHOUTER shout
Server: 127.0.0.1, port $PORT (13327). Names: letters only (the server refuses digits).
"""
import os, socket, struct, sys, time

PORT = int(os.environ.get('PORT', '13327'))
SETUP = b'setup map2cmd 1 newmapcmd 1 facecache 1 extendedTextInfos 1 itemcmd 2 loginmethod 0'


class Session:
    def __init__(self, out=None):
        self.s = socket.create_connection(('127.0.0.1', PORT))
        self.t0 = time.time()
        self.out = out
        self.pending = b''
        self.seq = 0
        self.player = 0
        self.items = {}  # tag -> (location, name)

    def record(self, d, data):
        if self.out is not None:
            ms = int((time.time() - self.t0) * 1000)
            self.out.write(b'%s %d %d\n' % (d, ms, len(data)) + data + b'\n')

    def send(self, body):
        data = struct.pack('>H', len(body)) + body
        self.s.sendall(data)
        self.record(b'C', data)

    def ncom(self, text):
        self.seq += 1
        self.send(b'ncom ' + struct.pack('>Hi', self.seq, -1) + text.encode())

    def pump(self, secs, until=None):
        """Reads for secs seconds (or until a frame satisfies until); returns the frames."""
        self.s.settimeout(0.1)
        end = time.time() + secs
        got = []
        while time.time() < end:
            try:
                d = self.s.recv(65536)
            except socket.timeout:
                continue
            if not d:
                break
            self.record(b'S', d)
            self.pending += d
            while len(self.pending) >= 2:
                n = struct.unpack('>H', self.pending[:2])[0]
                if len(self.pending) < 2 + n:
                    break
                f = self.pending[2:2 + n]
                self.pending = self.pending[2 + n:]
                self.note(f)
                got.append(f)
                if until and until(f):
                    return got
        return got

    def note(self, f):
        if f.startswith(b'player '):
            self.player = struct.unpack('>I', f[7:11])[0]
        elif f.startswith(b'item2 '):
            loc = struct.unpack('>I', f[6:10])[0]
            p = 10
            while p < len(f):
                tag = struct.unpack('>I', f[p:p + 4])[0]
                n = f[p + 16]
                name = f[p + 17:p + 17 + n].split(b'\0')[0]
                self.items[tag] = (loc, name)
                p += 17 + n + 2 + 1 + 4 + 2
        elif f.startswith(b'upditem '):
            flags = f[8]
            tag = struct.unpack('>I', f[9:13])[0]
            if flags & 1 and tag in self.items:
                self.items[tag] = (struct.unpack('>I', f[13:17])[0], self.items[tag][1])

    def login(self, name, password):
        self.send(b'version 1023 1029 ohol-tui capture')
        self.send(SETUP)
        self.send(b'addme')
        while True:
            frames = self.pump(5, lambda f: f.startswith(b'query '))
            q = [f for f in frames if f.startswith(b'query ')]
            if not q:
                return
            text = q[-1]
            if b'name' in text:
                self.send(b'reply ' + name.encode())
            elif b'password' in text:
                self.send(b'reply ' + password.encode())
            elif b'Roll again' in text:
                self.send(b'reply n')
            elif b'choose a character' in text:
                self.send(b'reply d')
            else:
                raise SystemExit('unexpected query: %r' % text)

    def close(self):
        self.s.close()


def newchar(name, password, path):
    with open(path, 'wb') as out:
        s = Session(out)
        s.login(name, password)
        s.pump(2)
        for way in ['east', 'east', 'south', 'west']:
            s.ncom(way)
            s.pump(1)
        coins = [t for t, (loc, n) in s.items.items() if loc == s.player and b'coin' in n]
        s.send(b'move 0 %d 0' % coins[0])
        s.pump(1.5)
        ground = [t for t, (loc, n) in s.items.items() if loc == 0 and b'coin' in n]
        s.send(b'move %d %d 0' % (s.player, ground[0]))
        s.pump(1.5)
        s.send(b'apply %d' % coins[0])
        s.pump(1)
        s.ncom('say hello from the capture')
        s.pump(1)
        s.close()


def shout(listener, shouter, password, path):
    with open(path, 'wb') as out:
        a = Session(out)
        a.login(listener, password)
        a.pump(2)
        b = Session()
        b.login(shouter, password)
        b.pump(2)
        a.pump(0.5)
        b.ncom('shout hello all from the capture')
        b.pump(1)
        a.pump(1.5)
        b.close()
        a.pump(1)
        a.close()


if __name__ == '__main__':
    if sys.argv[1] == 'newchar':
        newchar(*sys.argv[2:5])
    elif sys.argv[1] == 'shout':
        shout(*sys.argv[2:6])
    else:
        raise SystemExit(__doc__)
