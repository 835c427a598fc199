// h-global-race-035.cu -- SAFE
// Pattern: a recursive (IIR) filter down image columns, as the CUDA samples'
//   recursiveGaussian does: each thread owns a column, walks its input and
//   output pointers down the rows (in += w, out += w), then walks them back
//   up from where the first loop left them (a causal and an anti-causal
//   pass). After the first loop the pointers are the loop's exit values: the
//   second pass's addresses are selections between them.
// Why safe: thread x touches only column x < w of out (x + k * w); the input
//   is another buffer (in and out are distinct parameters: the stated
//   param-alias assumption).
// Launch: --block 64 --grid 8, w = 512, any h.
extern "C" __global__ void h_column_iir(const float *in, float *out, int w, int h, float a)
{
    unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x >= w)
        return;
    in += x;
    out += x;
    float yp = *in;
    for (int y = 0; y < h; y++) {
        float yc = *in + a * (yp - *in);
        *out = yc;
        in += w;
        out += w;
        yp = yc;
    }
    in -= w;
    out -= w;
    yp = *in;
    for (int y = h - 1; y >= 0; y--) {
        float yc = *in + a * (yp - *in);
        *out = 0.5f * (*out + yc);
        in -= w;
        out -= w;
        yp = yc;
    }
}
