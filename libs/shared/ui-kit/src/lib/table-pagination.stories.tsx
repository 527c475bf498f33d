import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TablePagination, type TablePaginationProps } from './table-pagination';

/** Holds page and rows as the URL would. */
function Controlled(props: TablePaginationProps) {
  const [page, setPage] = useState(props.page);
  const [rows, setRows] = useState(props.rows);
  return (
    <TablePagination
      {...props}
      page={page}
      rows={rows}
      onPage={(next) => {
        setPage(next);
        props.onPage(next);
      }}
      onRows={(next) => {
        setRows(next);
        setPage(1);
        props.onRows(next);
      }}
    />
  );
}

const meta = {
  title: 'UI kit/Table pagination',
  component: TablePagination,
  args: { page: 1, rows: 10, total: 12, onPage: fn(), onRows: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TablePagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const LastPage: Story = { args: { page: 2 } };
export const Empty: Story = { args: { total: 0 } };
export const ManyPages: Story = { args: { page: 4, rows: 20, total: 245 } };
/** Next page, then a bigger page size starts again at the first page. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–12 of 12')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '20');
    await expect(canvas.getByText('1–12 of 12')).toBeInTheDocument();
  },
};
