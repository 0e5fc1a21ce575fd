package ohol.tui.crossfire.protocol;

import java.util.Optional;
import java.util.OptionalLong;

/** An {@code upditem}: only the fields its mask names changed. */
public record ItemUpdate(
        long tag,
        OptionalLong location,
        OptionalLong flags,
        OptionalLong weight,
        OptionalLong face,
        Optional<String> name,
        Optional<String> plural,
        OptionalLong count) {
    static final int LOCATION = 0x01;
    static final int FLAGS = 0x02;
    static final int WEIGHT = 0x04;
    static final int FACE = 0x08;
    static final int NAME = 0x10;
    static final int ANIMATION = 0x20;
    static final int ANIMATION_SPEED = 0x40;
    static final int COUNT = 0x80;

    /** {@code item} with this update's fields laid over it. */
    public Item applyTo(Item item) {
        return new Item(
                item.tag(),
                flags.orElse(item.flags()),
                weight.orElse(item.weight()),
                face.orElse(item.face()),
                name.orElse(item.name()),
                plural.orElse(item.plural()),
                item.animation(),
                item.animationSpeed(),
                count.orElse(item.count()),
                item.type());
    }
}
