package symtestcheck.util;

/**
 * The Collections model calls list.sort(c), whose java.util.List takes a java.util.Comparator:
 * in the functions' world (where Comparator is renamed) it calls this instead.
 */
final class CheckBridge {
    private CheckBridge() {
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static void sort(java.util.List list, Comparator c) {
        list.sort(c == null ? null : (java.util.Comparator) (a, b) -> c.compare(a, b));
    }
}
