import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Name prefixes by kind of name, written like a phonetic encoder's tables: an EnumMap the class
 * initializer fills with unmodifiable lists of Arrays.asList, read by the methods.
 */
public final class Phonetics {
    public enum NameType { ASHKENAZI, GENERIC, SEPHARDIC }

    private static final Map<NameType, List<String>> PREFIXES = new EnumMap<>(NameType.class);

    static {
        PREFIXES.put(NameType.GENERIC, Collections.unmodifiableList(Arrays.asList("da", "de", "van")));
        PREFIXES.put(NameType.ASHKENAZI, Collections.unmodifiableList(Arrays.asList("bar", "ben")));
    }

    private Phonetics() {
    }

    /** How many prefixes a kind of name has (none known: -1). */
    public static int prefixCount(NameType type) {
        List<String> prefixes = PREFIXES.get(type);
        return prefixes == null ? -1 : prefixes.size();
    }

    /** The name without its first known prefix and the space after it. */
    public static String stripPrefix(NameType type, String name) {
        List<String> prefixes = PREFIXES.get(type);
        if (prefixes == null) {
            return name;
        }
        for (String p : prefixes) {
            if (name.startsWith(p + " ")) {
                return name.substring(p.length() + 1);
            }
        }
        return name;
    }

    /** The prefixes of a kind, as text ("[da, de, van]"). */
    public static String describe(NameType type) {
        return String.valueOf(PREFIXES.get(type));
    }

    /** A map of two kinds to their counts, in the kinds' order. */
    public static Map<NameType, Integer> counts(NameType first, NameType second) {
        Map<NameType, Integer> m = new EnumMap<>(NameType.class);
        m.put(second, prefixCount(second));
        m.put(first, prefixCount(first));
        return m;
    }

    /** Whether the list a kind of name has can be changed (it cannot). */
    public static boolean tryAdd(NameType type, String prefix) {
        List<String> prefixes = PREFIXES.get(type);
        try {
            prefixes.add(prefix);
            return true;
        } catch (UnsupportedOperationException e) {
            return false;
        }
    }

    /** Two names as a fixed-size list, the larger first. */
    public static List<String> ordered(String a, String b) {
        List<String> pair = Arrays.asList(a, b);
        if (a.compareTo(b) < 0) {
            pair.set(0, b);
            pair.set(1, a);
        }
        return pair;
    }
}
