import { Select, type SelectProps } from 'antd';

/** A select searched by its options' labels, named (and, unless told otherwise, prompted) by `label`. */
export function SearchSelect<V>({ label, ...props }: SelectProps<V> & { label: string }) {
  return (
    <Select<V> showSearch allowClear optionFilterProp="label" aria-label={label} placeholder={label} style={{ width: '100%' }} {...props} />
  );
}
