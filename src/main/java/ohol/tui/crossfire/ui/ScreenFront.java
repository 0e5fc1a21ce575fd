package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.FrontEnd;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.world.View;

/**
 * Crossfire on the screen: keys through the keymap (roguelike defaults), a prompt line for what
 * is typed (say, shout, a command, an item's name, an answer to the server), every event as a
 * line in the messages pane, and a frame drawn only when something changed.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class ScreenFront implements FrontEnd<ScreenInput, PlayerAction, CrossfireEvent> {
    static final long IDLE_NANOS = TimeUnit.MILLISECONDS.toNanos(250);

    private final Screen screen;
    private final CrossfireSession session;
    private final Keymap<KeyAction> keymap;
    private final Painter painter;
    private final MessageLog log = new MessageLog();
    private final ScreenAnswers answers;
    private final LookCursor cursor = new LookCursor();
    private final ItemCursor items = new ItemCursor();
    private final SpellCursor spells = new SpellCursor();
    private final SkillCursor skills = new SkillCursor();
    /** The magic map over the panes until a key is pressed; empty: none shown. */
    private Optional<ohol.tui.crossfire.protocol.ServerMessage.MagicMap> magicMap = Optional.empty();

    private final Motion motion = new Motion();
    private final Creation creation = new Creation();
    private final CharacterFormBox characterForm = new CharacterFormBox();
    private final KeyBindings bindings;
    private final Binder binder;
    private final boolean pollKeys;
    private Optional<KeyAction.Kind> prompt = Optional.empty();
    private final StringBuilder typed = new StringBuilder();
    private Optional<ExitCode> finished = Optional.empty();
    private boolean dirty = true;
    private boolean formDrawn;
    private Object drawnView;
    /** The message the pane ends with when the player scrolled back; empty: the newest. */
    private OptionalLong anchor = OptionalLong.empty();

    private TerminalSize drawnSize = new TerminalSize(80, 24);

    /** {@code pollKeys}: read keys from the screen between rounds (no key thread: a virtual terminal). */
    public ScreenFront(
            Screen screen, CrossfireSession session, Keymap<KeyAction> keymap, Glyphs glyphs, boolean pollKeys) {
        this(screen, session, keymap, glyphs, pollKeys, Optional.empty());
    }

    /** {@code file}: where every message of the server is written too. */
    public ScreenFront(
            Screen screen,
            CrossfireSession session,
            Keymap<KeyAction> keymap,
            Glyphs glyphs,
            boolean pollKeys,
            Optional<MessageFile> file) {
        this(screen, session, keymap, glyphs, pollKeys, file, Optional.empty());
    }

    /** {@code bindingsFolder}: where the characters' own keys ({@code bind}) are kept, {@code NAME.keys}. */
    public ScreenFront(
            Screen screen,
            CrossfireSession session,
            Keymap<KeyAction> keymap,
            Glyphs glyphs,
            boolean pollKeys,
            Optional<MessageFile> file,
            Optional<java.nio.file.Path> bindingsFolder) {
        this.bindings = new KeyBindings(bindingsFolder);
        this.binder = new Binder(bindings);
        this.screen = screen;
        this.session = session;
        this.keymap = keymap;
        this.painter = new Painter(glyphs);
        this.answers = new ScreenAnswers(log, file);
        this.pollKeys = pollKeys;
        session.leaveCreationToPlayer();
        session.watchSpells();
        session.watchSkills();
        log.add(
                "Connecting... keys: hjklyubn walk, HJKLYUBN run, f fire, , pick up, d drop, a apply, i items, \" say, ' shout, : command,"
                        + " ? help, Q quit",
                TextColor.ANSI.DEFAULT);
    }

    @Override
    public Optional<ScreenInput> poll() {
        if (!pollKeys) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(screen.pollInput()).map(ScreenInput.Key::new);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public List<PlayerAction> read(ScreenInput input) {
        dirty = true;
        if (input instanceof ScreenInput.HungUp) {
            finished = Optional.of(ExitCode.HANGUP);
            return List.of();
        }
        if (input instanceof ScreenInput.Suspend) {
            suspend();
            return List.of();
        }
        if (!(input instanceof ScreenInput.Key key)) {
            return List.of(); // a resize: the next frame fits the new size
        }
        if (binder.pending()) {
            log.add(binder.key(key.key()), TextColor.ANSI.CYAN);
            return List.of();
        }
        List<KeyAction> bound = bound(key.key()).orElse(List.of());
        if (motion.aiming()) {
            return motion.fire(key.key().getKeyType() == KeyType.Escape ? List.of() : bound);
        }
        List<PlayerAction> out = new java.util.ArrayList<>();
        if (motion.running()) {
            out.add(new PlayerAction.RunStop());
            if (motion.stop(bound)) {
                return out;
            }
        }
        out.addAll(read(key));
        motion.started(out);
        return out;
    }

    private List<PlayerAction> read(ScreenInput.Key key) {
        if (magicMap.isPresent()) {
            magicMap = Optional.empty(); // any key puts the map away, as the GTK client's
            return List.of();
        }
        if (prompt.isPresent()) {
            return edit(key.key());
        }
        if (key.key().getKeyType() == KeyType.EOF) {
            return List.of(new PlayerAction.Quit());
        }
        if (cursor.on()) {
            return cursor.key(key.key(), keymap);
        }
        if (items.on()) {
            return items.key(key.key(), session.view());
        }
        if (spells.on()) {
            Optional<Integer> slot = Quickslots.slot(key.key());
            if (slot.isPresent()) {
                spells.selected(session.view())
                        .ifPresent(spell -> log.add(
                                Quickslots.assign(bindings, slot.get(), Quickslots.SPELL, spell.name()),
                                TextColor.ANSI.CYAN));
                return List.of();
            }
            return spells.key(key.key(), session.view());
        }
        if (skills.on()) {
            Optional<Integer> slot = Quickslots.slot(key.key());
            if (slot.isPresent()) {
                skills.selected(session.view())
                        .ifPresent(skill -> log.add(
                                Quickslots.assign(bindings, slot.get(), Quickslots.SKILL, skill.name()),
                                TextColor.ANSI.CYAN));
                return List.of();
            }
            return skills.key(key.key(), session.view());
        }
        if (session.characterForm().isPresent()) {
            return characterForm.key(session.characterForm().get(), key.key());
        }
        Optional<PlayerAction> created = creation.answer(session.creationStep(), key.key());
        if (created.isPresent()) {
            return List.of(created.get());
        }
        Optional<List<KeyAction>> bound = bound(key.key());
        if (bound.isEmpty()) {
            return List.of();
        }
        List<PlayerAction> out = new java.util.ArrayList<>();
        for (KeyAction a : bound.get()) {
            if (a instanceof KeyAction.Play play) {
                out.add(play.action());
            } else if (a instanceof KeyAction.Screen own) {
                screenAction(own.kind());
            }
        }
        return out;
    }

    /** What a key does: the character's own binding, else the keymap's. */
    private Optional<List<KeyAction>> bound(KeyStroke key) {
        KeyChord chord = KeyChord.of(key);
        return bindings.lookup(chord).or(() -> keymap.lookup(Keys.PLAY, chord));
    }

    private void screenAction(KeyAction.Kind kind) {
        switch (kind) {
            case LOOK -> {
                answers.look(session.view()); // what lies here, known already
                cursor.start();
            }
            case HELP -> answers.help(keymap, bindings.all().isEmpty() ? "" : binder.list());
            case ITEMS -> items.start(session.view());
            case SPELLS -> spells.start();
            case SKILLS -> skills.start();
            case MAGIC_MAP -> {
                magicMap = session.view().magicMap();
                if (magicMap.isEmpty()) {
                    log.add(
                            "No magic map yet: read a scroll of magic mapping, or cast the spell.",
                            TextColor.ANSI.CYAN);
                }
            }
            case AIM -> motion.aim();
            case SCROLL_UP -> anchor = log.back(drawnSize.getColumns(), messageRows(), anchor);
            case SCROLL_DOWN -> anchor = log.forward(drawnSize.getColumns(), messageRows(), anchor);
            case FILTER -> {
                log.filter(log.filter().next());
                anchor = OptionalLong.empty(); // the newest of what the filter shows
            }
            default -> {
                prompt = Optional.of(kind);
                typed.setLength(0);
            }
        }
    }

    private List<PlayerAction> edit(KeyStroke key) {
        switch (key.getKeyType()) {
            case Escape -> prompt = Optional.empty();
            case Backspace -> {
                if (typed.length() > 0) {
                    typed.setLength(typed.length() - 1);
                }
            }
            case Enter -> {
                KeyAction.Kind kind = prompt.get();
                prompt = Optional.empty();
                return typedAction(kind, typed.toString().strip());
            }
            case Character -> {
                if (typed.length() < ActionSyntax.MAX_LINE - 10
                        && !key.isCtrlDown()
                        && !Character.isISOControl(key.getCharacter())) {
                    typed.append(key.getCharacter());
                }
            }
            default -> {}
        }
        return List.of();
    }

    private List<PlayerAction> typedAction(KeyAction.Kind kind, String text) {
        if (text.isEmpty() && kind != KeyAction.Kind.PROMPT_APPLY && kind != KeyAction.Kind.PROMPT_REPLY) {
            return List.of();
        }
        return switch (kind) {
            case PROMPT_SAY -> List.of(new PlayerAction.Say(text));
            case PROMPT_SHOUT -> List.of(new PlayerAction.Shout(text));
            case PROMPT_DROP -> List.of(new PlayerAction.Drop(text));
            case PROMPT_APPLY -> List.of(new PlayerAction.Apply(text));
            case PROMPT_EXAMINE -> List.of(new PlayerAction.Examine(text));
            case PROMPT_REPLY -> List.of(new PlayerAction.Reply(text));
            default -> {
                Optional<String> own = binder.command(text);
                if (own.isPresent()) {
                    log.add(own.get(), TextColor.ANSI.CYAN);
                    yield List.of();
                }
                try {
                    yield ActionSyntax.parseLine(text);
                } catch (IllegalArgumentException e) {
                    log.add(e.getMessage(), TextColor.ANSI.RED_BRIGHT);
                    yield List.of();
                }
            }
        };
    }

    /** Ctrl-Z: the shell gets the terminal back as it was; on return the whole screen is sent anew. */
    private void suspend() {
        try {
            ohol.tui.core.term.TtyTerminal.suspend(screen);
        } catch (java.io.IOException e) {
            log.add("Cannot suspend: " + e.getMessage(), com.googlecode.lanterna.TextColor.ANSI.RED_BRIGHT);
        }
    }

    @Override
    public Optional<PlayerAction> aim(PlayerAction action) {
        if (action.quits() && session.closed().isPresent()) {
            finished = session.endingOnQuit();
            return Optional.empty();
        }
        return Optional.of(action);
    }

    @Override
    public void show(CrossfireEvent event) {
        dirty = true;
        event.accept(answers);
        if (event instanceof CrossfireEvent.MagicMapped m) {
            magicMap = Optional.of(m.map());
        }
        if (event instanceof CrossfireEvent.Playing p) {
            bindings.load(p.name()).forEach(why -> log.add(why, TextColor.ANSI.RED_BRIGHT));
        }
        if (event instanceof CrossfireEvent.Closed && finished.isEmpty()) {
            finished = session.ending();
        }
    }

    @Override
    public long frame(long now) {
        Object view = session.view();
        boolean form = session.characterForm().isPresent(); // it comes with no event of its own
        if (!dirty && view == drawnView && form == formDrawn) {
            return IDLE_NANOS;
        }
        dirty = false;
        drawnView = view;
        formDrawn = form;
        TerminalSize size = screen.doResizeIfNecessary();
        if (size == null) {
            size = screen.getTerminalSize();
        }
        drawnSize = size;
        int[] room = Layout.mapRoom(size.getColumns(), size.getRows());
        session.fitMap(room[0], room[1]);
        TextGraphics g = screen.newTextGraphics();
        painter.paint(
                g,
                session.view(),
                log,
                anchor,
                new Painter.Overlays(
                        cursor.on() ? Optional.of(new int[] {cursor.dx(), cursor.dy()}) : Optional.empty(),
                        items.selection(session.view()),
                        spells.shown(session.view()),
                        skills.shown(session.view()),
                        spells.on()
                                ? Quickslots.slots(bindings, Quickslots.SPELL)
                                : skills.on() ? Quickslots.slots(bindings, Quickslots.SKILL) : java.util.Map.of()),
                bottomLine(),
                size.getColumns(),
                size.getRows());
        session.characterForm().ifPresent(f -> characterForm.draw(g, f, drawnSize.getColumns()));
        magicMap.ifPresent(
                m -> MagicMapPane.draw(screen.newTextGraphics(), m, drawnSize.getColumns(), drawnSize.getRows() - 1));
        try {
            screen.refresh(Screen.RefreshType.DELTA);
        } catch (IOException e) {
            finished = Optional.of(ExitCode.HANGUP); // the terminal is gone
        }
        return pollKeys ? TimeUnit.MILLISECONDS.toNanos(20) : IDLE_NANOS;
    }

    private String bottomLine() {
        if (magicMap.isPresent()) {
            return "Magic map " + magicMap.get().width() + "x" + magicMap.get().height()
                    + ": # walls, . floor, @ you. Any key closes (M shows it again)";
        }
        if (prompt.isPresent()) {
            boolean hidden = prompt.get() == KeyAction.Kind.PROMPT_REPLY
                    && session.question().isPresent()
                    && session.question()
                            .get()
                            .toLowerCase(java.util.Locale.ROOT)
                            .contains("password");
            return prompt.get().prompt + "> " + (hidden ? "*".repeat(typed.length()) : typed);
        }
        if (binder.pending()) {
            return binder.hint();
        }
        if (motion.aiming() || motion.running()) {
            return motion.hint();
        }
        if (cursor.on()) {
            return cursor.hint();
        }
        if (items.on()) {
            return items.hint(session.view());
        }
        if (spells.on()) {
            return spells.hint(session.view());
        }
        if (skills.on()) {
            return skills.hint(session.view());
        }
        if (session.characterForm().isPresent()) {
            return characterForm.hint(session.characterForm().get());
        }
        Optional<String> creating = creation.hint(session.creationStep(), session.view());
        if (creating.isPresent()) {
            return creating.get();
        }
        if (session.question().isPresent()) {
            return "The server asks (Enter to answer): "
                    + session.question().get().replace('\n', ' ');
        }
        String shown = "  F filter: " + log.filter().label;
        if (anchor.isPresent()) {
            return "-- older messages: PgDn for newer, PgUp for older --" + shown;
        }
        return session.playing() ? "? for keys  PgUp/PgDn messages" + shown : "logging in...";
    }

    private int messageRows() {
        View v = session.view();
        return Layout.of(
                        drawnSize.getColumns(),
                        drawnSize.getRows(),
                        v.width(),
                        v.height(),
                        Layout.sideWanted(
                                v.ground().size(),
                                spells.on()
                                        ? v.spells().size()
                                        : skills.on()
                                                ? v.skills().size()
                                                : v.inventory().size()))
                .messageRows();
    }

    @Override
    public Optional<ExitCode> finished() {
        return finished;
    }
}
