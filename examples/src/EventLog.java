import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** An event log filtered and grouped with collectors. */
public class EventLog {
    public enum Level { DEBUG, INFO, WARN, ERROR }

    public record Event(int source, Level level) {
        public Event {
            if (level == null) {
                throw new NullPointerException("level");
            }
        }

        public boolean serious() {
            return level.compareTo(Level.WARN) >= 0;
        }
    }

    private final List<Event> events = new ArrayList<>();

    public void log(int source, Level level) {
        events.add(new Event(source, level));
    }

    public long seriousCount() {
        return events.stream().filter(Event::serious).count();
    }

    public Map<Level, Long> countByLevel() {
        return events.stream().collect(Collectors.groupingBy(Event::level, Collectors.counting()));
    }

    public List<Integer> sourcesAtLeast(Level minimum) {
        return events.stream()
                .filter(e -> e.level().compareTo(minimum) >= 0)
                .map(Event::source)
                .collect(Collectors.toList());
    }

    public Map<Boolean, List<Event>> partitionSerious() {
        return events.stream().collect(Collectors.partitioningBy(Event::serious));
    }
}
