package ohol.tui.onelife.world;

import java.util.ArrayList;
import java.util.List;

/** Who an event is about: the players the history's family and nearby filters look at. */
final class EventSubjects {
    private EventSubjects() {}

    private static final WorldEvent.Handler<List<Integer>> SUBJECTS = new WorldEvent.Handler<>() {
        @Override
        public List<Integer> on(WorldEvent.StatsChanged e) {
            return List.of();
        }

        @Override
        public List<Integer> on(WorldEvent.Born e) {
            List<Integer> ids = new ArrayList<>(List.of(e.playerId()));
            e.motherId().ifPresent(ids::add);
            return ids;
        }

        @Override
        public List<Integer> on(WorldEvent.Named e) {
            return List.of(e.playerId());
        }

        @Override
        public List<Integer> on(WorldEvent.Died e) {
            return List.of(e.playerId());
        }

        @Override
        public List<Integer> on(WorldEvent.Said e) {
            return List.of(e.playerId());
        }

        @Override
        public List<Integer> on(WorldEvent.PlaceSaid e) {
            return List.of();
        }

        @Override
        public List<Integer> on(WorldEvent.Followed e) {
            List<Integer> ids = new ArrayList<>(List.of(e.followerId()));
            e.leaderId().ifPresent(ids::add);
            return ids;
        }

        @Override
        public List<Integer> on(WorldEvent.ExiledBy e) {
            return List.of(e.targetId(), e.exilerId());
        }

        @Override
        public List<Integer> on(WorldEvent.Wounded e) {
            return List.of(e.playerId());
        }

        @Override
        public List<Integer> on(WorldEvent.HealedUp e) {
            return List.of(e.playerId());
        }

        @Override
        public List<Integer> on(WorldEvent.Notice e) {
            return List.of();
        }

        @Override
        public List<Integer> on(WorldEvent.Emoted e) {
            return List.of(e.playerId());
        }

        @Override
        public List<Integer> on(WorldEvent.Carried e) {
            return List.of(e.holderId(), e.babyId());
        }
    };

    /** The players an event is about. */
    static List<Integer> of(WorldEvent event) {
        return event.accept(SUBJECTS);
    }
}
