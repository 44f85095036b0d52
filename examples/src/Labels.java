/** String concatenation with + (invokedynamic), on characters, booleans and strings. */
public class Labels {
    public static String flag(String name, boolean on) {
        return name + (on ? ": on" : ": off");
    }

    public static String initials(char first, char last) {
        if (first == ' ' || last == ' ') {
            throw new IllegalArgumentException("blank initial");
        }
        return "" + first + '.' + last + '.';
    }
}
