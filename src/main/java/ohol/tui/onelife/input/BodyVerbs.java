package ohol.tui.onelife.input;

import static ohol.tui.onelife.input.ActionSyntax.Family.BODY;
import static ohol.tui.onelife.input.ArgumentWords.optional;
import static ohol.tui.onelife.input.VerbEntry.of;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The verbs of {@link BodyAction}: speech, eating and clothing, emotions, questions. */
final class BodyVerbs {
    private BodyVerbs() {}

    static List<VerbEntry> entries() {
        List<VerbEntry> entries = new ArrayList<>(List.of(
                of(
                        BODY,
                        "say",
                        "TEXT",
                        "say the words (a ; ends them)",
                        null,
                        BodyAction.Say.class,
                        BodyAction.Say::text),
                of(
                        BODY,
                        "self",
                        "[SLOT]",
                        "eat what you hold or put it on; empty-handed: take off clothing SLOT",
                        in -> new BodyAction.Self(in.optionalInt(-1)),
                        BodyAction.Self.class,
                        a -> optional(a.clothingSlot()).strip()),
                of(
                        BODY,
                        "sremv",
                        "SLOT [I]",
                        "take item I out of the clothing in SLOT (0 hat .. 5 backpack)",
                        in -> new BodyAction.RemoveFromClothing(in.integer(), in.optionalInt(-1)),
                        BodyAction.RemoveFromClothing.class,
                        a -> a.clothingSlot() + optional(a.index())),
                of(
                        BODY,
                        "jump",
                        "",
                        "jump out of the arms holding you (a baby)",
                        in -> new BodyAction.Jump(),
                        BodyAction.Jump.class,
                        a -> ""),
                of(
                        BODY,
                        "die",
                        "",
                        "give up this life (a held baby)",
                        in -> new BodyAction.Die(),
                        BodyAction.Die.class,
                        a -> ""),
                of(
                        BODY,
                        "emote",
                        "N",
                        "show emotion N",
                        in -> new BodyAction.Emote(in.nonNegative()),
                        BodyAction.Emote.class,
                        a -> String.valueOf(a.index()))));
        for (BodyAction.Question q : BodyAction.Question.values()) {
            entries.add(new VerbEntry(
                    new ActionSyntax.Verb(q.name().toLowerCase(Locale.ROOT), "", q.summary(), BODY),
                    in -> new BodyAction.Ask(q),
                    a -> a instanceof BodyAction.Ask ask && ask.question() == q,
                    a -> ""));
        }
        return entries;
    }
}
