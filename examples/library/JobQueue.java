import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;

/** Jobs run by priority, then by arrival. */
public class JobQueue {
    // Names no job may take, shared by every queue, as a registry guarded for threads.
    private static final Set<String> RESERVED = Collections.synchronizedSet(new HashSet<>());

    static {
        RESERVED.add("idle");
        RESERVED.add("system");
    }

    /** Whether a job may be called `name`: not reserved, and not blank. */
    public static boolean allowedName(String name) {
        return !name.trim().isEmpty() && !RESERVED.contains(name);
    }

    /** The reserved names with `extra` added, sorted, as a list a caller may change. */
    public static List<String> reservedWith(String extra) {
        List<String> names = Collections.synchronizedList(new ArrayList<>(RESERVED));
        names.add(extra);
        Collections.sort(names);
        return names;
    }

    private static final class Job {
        final String name;
        final int priority;
        final int arrival;

        Job(String name, int priority, int arrival) {
            this.name = name;
            this.priority = priority;
            this.arrival = arrival;
        }
    }

    private final PriorityQueue<Job> jobs = new PriorityQueue<>(
            Comparator.comparingInt((Job j) -> -j.priority).thenComparingInt(j -> j.arrival));
    private int arrivals;

    public void submit(String name, int priority) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        jobs.add(new Job(name, priority, arrivals++));
    }

    public String next() {
        Job j = jobs.poll();
        return j == null ? null : j.name;
    }

    public int pending() {
        return jobs.size();
    }

    /** The k smallest values, smallest first. */
    public static List<Integer> smallest(int[] values, int k) {
        PriorityQueue<Integer> heap = new PriorityQueue<>();
        for (int v : values) {
            heap.offer(v);
        }
        List<Integer> out = new ArrayList<>();
        while (out.size() < k && !heap.isEmpty()) {
            out.add(heap.poll());
        }
        return out;
    }

    /** The largest value, through a queue ordered from the largest. */
    public static int largest(int a, int b, int c) {
        PriorityQueue<Integer> q = new PriorityQueue<>(Comparator.reverseOrder());
        q.add(a);
        q.add(b);
        q.add(c);
        return q.peek();
    }
}
