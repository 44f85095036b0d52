// expected: true. Helper is initialized on its first use, after main set x: y is 5 (a tool that
// ran every initializer up front would see 0 and report a violation).
public class Main {
    static int x = 0;

    public static void main(String[] args) {
        x = 5;
        assert Helper.y == 5;
    }
}

class Helper {
    static int y = Main.x;
}
