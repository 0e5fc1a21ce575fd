package ohol.tui.app;

import java.util.List;
import java.util.Optional;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.FrontEnd;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.SessionEvent;

/**
 * No front-end at all: a life begun on a screen whose terminal hung up goes on in the world, with
 * nobody reading or typing, until its connection closes ({@code --keep-playing-on-hangup}).
 */
final class Unattended<F> implements FrontEnd<F, Action, SessionEvent> {
    private final GameSession session;
    private Optional<ExitCode> finished = Optional.empty();

    Unattended(GameSession session) {
        this.session = session;
    }

    @Override
    public List<Action> read(F input) {
        return List.of();
    }

    @Override
    public Optional<Action> aim(Action action) {
        return Optional.of(action);
    }

    @Override
    public void show(SessionEvent event) {
        if (event instanceof SessionEvent.Closed) {
            finished = Optional.of(
                    session.died() || session.quitting()
                            ? ExitCode.OK
                            : session.closed().map(ExitCode::whenClosed).orElse(ExitCode.CONNECTION_LOST));
        }
    }

    @Override
    public long frame(long now) {
        return Long.MAX_VALUE;
    }

    @Override
    public Optional<ExitCode> finished() {
        return finished;
    }
}
