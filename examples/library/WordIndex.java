import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** Words and the lines they occur on, in sorted order. */
public class WordIndex {
    /** For each word of the lines (split on single spaces), the lines it occurs on. */
    public static Map<String, List<Integer>> index(String[] lines) {
        Map<String, List<Integer>> index = new TreeMap<>();
        for (int i = 0; i < lines.length; i++) {
            for (String word : lines[i].split(" ")) {
                if (word.isEmpty()) {
                    continue;
                }
                index.computeIfAbsent(word, w -> new ArrayList<>()).add(i + 1);
            }
        }
        return index;
    }

    /**
     * The line (from 1) of a text position, given where each line after the first begins,
     * ascending: a parser's error position, as an HTML parser reports it.
     */
    public static int lineOf(List<Integer> lineStarts, int position) {
        int i = java.util.Collections.binarySearch(lineStarts, position);
        if (i < -1) {
            i = Math.abs(i) - 2;
        }
        return i + 2;
    }

    /**
     * The first value of a header, kept as an HTTP response keeps them (each name with its
     * values), or null.
     */
    public static String firstValue(Map<String, List<String>> headers, String name) {
        List<String> values = headers.get(name);
        if (values == null || values.isEmpty()) {
            return null;
        }
        return values.get(0);
    }

    /** The distinct words of a line (split on single spaces), in first-seen order. */
    public static String[] distinctWords(String line) {
        List<String> words = new ArrayList<>();
        for (String word : line.split(" ")) {
            if (!word.isEmpty() && !words.contains(word)) {
                words.add(word);
            }
        }
        return words.toArray(new String[0]);
    }

    /** The names of a header map, as an array (in the map's order). */
    public static String[] headerNames(Map<String, List<String>> headers) {
        return headers.keySet().toArray(new String[0]);
    }

    /** The distinct values, sorted, then the first at or above `floor` (or null). */
    public static Integer ceiling(int[] values, int floor) {
        TreeSet<Integer> set = new TreeSet<>();
        for (int v : values) {
            set.add(v);
        }
        return set.ceiling(floor);
    }

    /** The first of two names in sorted order, with its length. */
    public static String firstKey(String a, String b) {
        TreeMap<String, Integer> m = new TreeMap<>();
        m.put(a, a.length());
        m.put(b, b.length());
        Map.Entry<String, Integer> first = m.firstEntry();
        return first.getKey() + "=" + first.getValue();
    }

    /** The scores from the highest down, each with how many reached it. */
    public static String ranking(int[] scores) {
        TreeMap<Integer, Integer> counts = new TreeMap<>((x, y) -> Integer.compare(y, x));
        for (int s : scores) {
            counts.merge(s, 1, Integer::sum);
        }
        StringBuilder out = new StringBuilder();
        while (!counts.isEmpty()) {
            Map.Entry<Integer, Integer> top = counts.pollFirstEntry();
            out.append(top.getKey()).append('x').append(top.getValue()).append(' ');
        }
        return out.toString().trim();
    }
}
