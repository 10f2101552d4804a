/* The C main of a Nim program for wasm32-wasi, built --noMain:on (test_cross_nim.py's WASM32):
 * Nim's takes a third argument, the environment, which WASI's start does not pass. */
extern char **environ;
extern int nim_program_result;
void NimMain(void);
int cmdCount;
char **cmdLine, **gEnv;

int main(int argc, char **argv) {
    cmdLine = argv;
    cmdCount = argc;
    gEnv = environ;
    NimMain();
    return nim_program_result;
}
