package ohol.tui.crossfire.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/** Reads {@code item2} and {@code upditem} (the server's {@code socket/item.c}). */
final class ItemReader {
    private ItemReader() {}

    static ServerMessage.Item2 item2(Cursor in) throws Malformed {
        long location = in.u32("item2 location");
        List<Item> items = new ArrayList<>();
        while (in.more()) {
            long tag = in.u32("item tag");
            long flags = in.u32("item flags");
            long weight = in.u32("item weight");
            long face = in.u32("item face");
            String[] names = names(in.shortText("item name"));
            int animation = in.u16("item animation");
            int speed = in.u8("item animation speed");
            long count = in.u32("item count");
            int type = in.u16("item type");
            items.add(new Item(tag, flags, weight, face, names[0], names[1], animation, speed, count, type));
        }
        return new ServerMessage.Item2(location, List.copyOf(items));
    }

    static ServerMessage.UpdItem upditem(Cursor in) throws Malformed {
        int mask = in.u8("upditem mask");
        long tag = in.u32("upditem tag");
        OptionalLong location = field(mask, ItemUpdate.LOCATION, in);
        OptionalLong flags = field(mask, ItemUpdate.FLAGS, in);
        OptionalLong weight = field(mask, ItemUpdate.WEIGHT, in);
        OptionalLong face = field(mask, ItemUpdate.FACE, in);
        Optional<String> name = Optional.empty();
        Optional<String> plural = Optional.empty();
        if ((mask & ItemUpdate.NAME) != 0) {
            String[] names = names(in.shortText("upditem name"));
            name = Optional.of(names[0]);
            plural = Optional.of(names[1]);
        }
        if ((mask & ItemUpdate.ANIMATION) != 0) {
            in.u16("upditem animation");
        }
        if ((mask & ItemUpdate.ANIMATION_SPEED) != 0) {
            in.u8("upditem animation speed");
        }
        OptionalLong count = field(mask, ItemUpdate.COUNT, in);
        if (in.more()) {
            throw new Malformed("upditem with " + in.remaining() + " bytes too many");
        }
        return new ServerMessage.UpdItem(new ItemUpdate(tag, location, flags, weight, face, name, plural, count));
    }

    static ServerMessage.DelItem delitem(Cursor in) throws Malformed {
        if (in.remaining() % 4 != 0) {
            throw new Malformed("delitem of " + in.remaining() + " bytes, not whole tags");
        }
        List<Long> tags = new ArrayList<>();
        while (in.more()) {
            tags.add(in.u32("delitem tag"));
        }
        return new ServerMessage.DelItem(List.copyOf(tags));
    }

    private static OptionalLong field(int mask, int bit, Cursor in) throws Malformed {
        return (mask & bit) == 0 ? OptionalLong.empty() : OptionalLong.of(in.u32("upditem field"));
    }

    /** "name\0plural" (the plural may be missing). */
    private static String[] names(String both) {
        int nul = both.indexOf('\0');
        if (nul < 0) {
            return new String[] {both, both};
        }
        String plural = both.substring(nul + 1);
        int end = plural.indexOf('\0');
        return new String[] {both.substring(0, nul), end < 0 ? plural : plural.substring(0, end)};
    }
}
