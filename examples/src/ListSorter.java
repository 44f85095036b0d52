import java.util.List;

/** Sorting a list, offered by an interface with a default method (Searches implements it). */
public interface ListSorter<T extends Comparable<T>> {
    default void sort(List<T> list) {
        for (int i = 1; i < list.size(); i++) {
            T key = list.get(i);
            int j = i - 1;
            while (j >= 0 && list.get(j).compareTo(key) > 0) {
                list.set(j + 1, list.get(j));
                j--;
            }
            list.set(j + 1, key);
        }
    }
}
