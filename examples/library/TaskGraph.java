import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Stack;

/** Tasks and their prerequisites: a directed graph checked for cycles and put in order. */
public class TaskGraph {
    private final int[][] successors;

    public TaskGraph(int[][] successors) {
        this.successors = successors;
    }

    /** Whether `to` can be reached from `from`, by a depth-first walk over a Stack. */
    public boolean reaches(int from, int to) {
        boolean[] seen = new boolean[successors.length];
        Stack<Integer> pending = new Stack<>();
        pending.push(from);
        while (!pending.empty()) {
            int task = pending.pop();
            if (task == to) {
                return true;
            }
            if (seen[task]) {
                continue;
            }
            seen[task] = true;
            for (int next : successors[task]) {
                pending.push(next);
            }
        }
        return false;
    }

    /** Whether some task depends, directly or not, on itself. */
    public boolean hasCycle() {
        for (int task = 0; task < successors.length; task++) {
            for (int next : successors[task]) {
                if (reaches(next, task)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The tasks in an order that runs every prerequisite first (Kahn's algorithm). */
    public List<Integer> order() {
        int[] waiting = new int[successors.length];
        for (int[] next : successors) {
            for (int t : next) {
                waiting[t]++;
            }
        }
        Deque<Integer> ready = new ArrayDeque<>();
        for (int t = 0; t < waiting.length; t++) {
            if (waiting[t] == 0) {
                ready.addLast(t);
            }
        }
        List<Integer> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            int t = ready.removeFirst();
            order.add(t);
            for (int next : successors[t]) {
                if (--waiting[next] == 0) {
                    ready.addLast(next);
                }
            }
        }
        if (order.size() != successors.length) {
            throw new IllegalStateException("cycle among the tasks");
        }
        return order;
    }

    /** Undo history: the last `limit` actions, newest first. */
    public static String lastActions(String[] actions, int limit) {
        Deque<String> recent = new ArrayDeque<>();
        for (String a : actions) {
            recent.push(a);
            if (recent.size() > limit) {
                recent.removeLast();
            }
        }
        StringBuilder out = new StringBuilder();
        for (String a : recent) {
            if (out.length() > 0) {
                out.append(',');
            }
            out.append(a);
        }
        return out.toString();
    }

    /** Balanced brackets, checked with a Stack of the open ones. */
    public static boolean balanced(String text) {
        Stack<Character> open = new Stack<>();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[') {
                open.push(c);
            } else if (c == ')' || c == ']') {
                if (open.isEmpty()) {
                    return false;
                }
                char o = open.pop();
                if ((c == ')') != (o == '(')) {
                    return false;
                }
            }
        }
        return open.isEmpty();
    }
}
