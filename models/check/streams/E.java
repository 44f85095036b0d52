package symtestdriver;

/**
 * The elements of the checked streams: an int value, equal and hashing by value, Comparable
 * (each compareTo is logged: sorted's comparisons are compared) and a CharSequence (joining).
 */
public final class E implements Comparable<E>, CharSequence {
    public final int v;

    public E(int v) {
        this.v = v;
    }

    public boolean equals(Object o) {
        return o instanceof E && ((E) o).v == v;
    }

    public int hashCode() {
        return v;
    }

    public int compareTo(E o) {
        Log.add("cmp(" + this + "," + (o == null ? "null" : o.toString()) + ")");
        return Integer.compare(v, o.v);
    }

    public String toString() {
        return "e" + v;
    }

    public int length() {
        return toString().length();
    }

    public char charAt(int index) {
        return toString().charAt(index);
    }

    public CharSequence subSequence(int start, int end) {
        return toString().subSequence(start, end);
    }
}
