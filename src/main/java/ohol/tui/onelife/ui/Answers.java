package ohol.tui.onelife.ui;

import ohol.tui.onelife.session.SessionEvent;

/**
 * Which events answer the player (drawn at once) and which are news of the world, drawn when
 * frames for news are due ({@link Redraws#spaceNewsFrames}): what the player asked for, what
 * became of it and the connection's fate are answers; messages heard, others' deeds and
 * round-trip figures are news.
 */
final class Answers implements SessionEvent.Handler<Boolean> {
    static final Answers INSTANCE = new Answers();

    private Answers() {}

    static boolean answersThePlayer(SessionEvent event) {
        return event.accept(INSTANCE);
    }

    @Override
    public Boolean on(SessionEvent.Received e) {
        return false;
    }

    @Override
    public Boolean on(SessionEvent.Happened e) {
        return false;
    }

    @Override
    public Boolean on(SessionEvent.Answered e) {
        return true;
    }

    @Override
    public Boolean on(SessionEvent.Refused e) {
        return true;
    }

    @Override
    public Boolean on(SessionEvent.Sent e) {
        return false;
    }

    @Override
    public Boolean on(SessionEvent.Done e) {
        return true;
    }

    @Override
    public Boolean on(SessionEvent.Failed e) {
        return true;
    }

    @Override
    public Boolean on(SessionEvent.Walked e) {
        return true;
    }

    @Override
    public Boolean on(SessionEvent.Replaced e) {
        return true;
    }

    @Override
    public Boolean on(SessionEvent.Trouble e) {
        return true;
    }

    @Override
    public Boolean on(SessionEvent.Cut e) {
        return true;
    }

    @Override
    public Boolean on(SessionEvent.Skipped e) {
        return false;
    }

    @Override
    public Boolean on(SessionEvent.RoundTrip e) {
        return false;
    }

    @Override
    public Boolean on(SessionEvent.LifeBegan e) {
        return true;
    }

    @Override
    public Boolean on(SessionEvent.Closed e) {
        return true;
    }

    @Override
    public Boolean on(SessionEvent.Hungry e) {
        return true;
    }
}
