package ohol.tui.onelife.data;

import java.util.List;

/**
 * One {@code categories/<parentID>.txt}: a stand-in object ({@code @ Any Berry} and the like)
 * and the objects it stands for. For a probability set each member has a weight; otherwise the
 * weights are 0.
 *
 * @param parentId  the category's own object id
 * @param kind      plain category, pattern or probability set
 * @param objectIds its members, in file order
 * @param weights   one per member: its chance in a probability set, else 0
 */
public record Category(int parentId, Kind kind, List<Integer> objectIds, List<Double> weights) {
    public enum Kind {
        /** Any member can stand in for the category in a transition. */
        PLAIN,
        /** Members pair up, by position, with the members of other patterns in a transition. */
        PATTERN,
        /** The category object turns into one member at random, by weight. */
        PROBABILITY_SET
    }

    public Category {
        objectIds = List.copyOf(objectIds);
        weights = List.copyOf(weights);
        if (kind == null || objectIds.size() != weights.size()) {
            throw new IllegalArgumentException("category " + parentId + " needs a kind and one weight per member");
        }
    }
}
