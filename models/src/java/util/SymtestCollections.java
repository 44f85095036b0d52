package java.util;

/**
 * AbstractCollection's toString and containsAll, as the JDK specifies them over iterator() and
 * contains(), for the collection models that cannot inherit the JDK's code (it is not
 * translated): Vector, ArrayDeque, PriorityQueue, TreeSet and TreeMap's views.
 */
final class SymtestCollections {
    private SymtestCollections() {
    }

    /** "[a, b]", "(this Collection)" for the collection itself. */
    static String text(Collection<?> self) {
        Iterator<?> it = self.iterator();
        if (!it.hasNext()) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('[');
        while (true) {
            Object e = it.next();
            sb.append(e == self ? "(this Collection)" : String.valueOf(e));
            if (!it.hasNext()) {
                return sb.append(']').toString();
            }
            sb.append(',').append(' ');
        }
    }

    static boolean containsAll(Collection<?> self, Collection<?> c) {
        for (Object e : c) {
            if (!self.contains(e)) {
                return false;
            }
        }
        return true;
    }
}
